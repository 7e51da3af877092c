/**
 * Posts an OrderRequest and reads the answer with the punchout's safe parser (cxml-parse.ts). The cXML Status is
 * the contractor's word: 2xx accepted, 4xx refused (not retried), anything else tried again; a non-2xx HTTP
 * status without a readable Status decides alone. 408 and 429 are "later", not refusals.
 */
import { CXML_MAX_BYTES } from '@advantage/contracts';
import { attr, child, parseCxml } from '../punchout/cxml-parse.js';
import type { AttemptOutcome } from './attempt-outcome.js';

const LATER = new Set([408, 425, 429]);

function judge(code: number, detail: string): AttemptOutcome {
  if (code >= 200 && code < 300) return { kind: 'sent', detail };
  if (code >= 400 && code < 500 && !LATER.has(code)) return { kind: 'refused', detail };
  return { kind: 'retry', detail };
}

function cxmlStatus(body: string): { code: number; text: string } | undefined {
  try {
    const status = child(parseCxml(body), 'Response', 'Status');
    const code = Number(attr(status, 'code'));
    if (!status || !Number.isInteger(code)) return undefined;
    const words = [attr(status, 'text'), typeof status['#text'] === 'string' ? status['#text'].trim() : ''].filter(Boolean).join(': ');
    return { code, text: words };
  } catch {
    return undefined;
  }
}

export async function sendCxml(url: string, document: string, timeoutMs: number): Promise<AttemptOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', 'accept': 'text/xml, application/xml' },
      body: document,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'retry', detail: `not reached: ${cause?.code ?? cause?.message ?? (error as Error).message}` };
  }
  let body = '';
  try {
    const bytes = new Uint8Array(await response.arrayBuffer());
    body = new TextDecoder().decode(bytes.subarray(0, CXML_MAX_BYTES));
  } catch (error) {
    return { kind: 'retry', detail: `HTTP ${response.status}, the answer broke off: ${(error as Error).message}` };
  }
  const status = cxmlStatus(body);
  if (status) return judge(status.code, `HTTP ${response.status}, cXML ${status.code} ${status.text}`.slice(0, 500));
  if (response.ok) return { kind: 'retry', detail: `HTTP ${response.status} without a readable cXML Status` };
  return judge(response.status, `HTTP ${response.status} ${response.statusText}`.trim());
}
