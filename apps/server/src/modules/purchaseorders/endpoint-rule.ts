/**
 * Where an OrderRequest may be posted: https anywhere; plain http only to this machine (localhost, 127.0.0.1,
 * ::1) or, in development and tests, with PO_ALLOW_HTTP. An order with the buyer's address and accounting codes
 * never crosses a network in the clear (docs/adr/0032-purchase-orders-out.md).
 */
export function endpointAllowed(url: string, allowHttp: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  if (parsed.protocol !== 'http:') return false;
  return allowHttp || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}
