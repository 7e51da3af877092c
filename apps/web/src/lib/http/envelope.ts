import { type Envelope, RESPONSE_TYPES, type ResponseType } from '@advantage/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A light structural check instead of the contracts' zod schema, which would put zod in the
 * landing page's bundle. Anything that is not an envelope becomes undefined (Missing Response Error).
 */
export function asEnvelope(value: unknown, fallbackPath: string): Envelope | undefined {
  if (!isRecord(value)) return undefined;
  const { responseType, responseName, redirectURL, pathInfo, attributes } = value;
  if (typeof responseType !== 'string' || !(RESPONSE_TYPES as readonly string[]).includes(responseType)) return undefined;
  const envelope: Envelope = {
    responseType: responseType as ResponseType,
    pathInfo: typeof pathInfo === 'string' ? pathInfo : fallbackPath,
    attributes: isRecord(attributes) ? attributes : {},
  };
  if (typeof responseName === 'string' && responseName) envelope.responseName = responseName;
  if (typeof redirectURL === 'string' && redirectURL) envelope.redirectURL = redirectURL;
  return envelope;
}
