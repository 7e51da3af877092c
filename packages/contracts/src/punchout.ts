/**
 * cXML punchout (reference/docs/product/punchout.md): the protocol endpoints a buying organization's procurement
 * system calls, the StartPage a shopper opens, their limits and the texts of every cXML Status they answer.
 * These endpoints speak cXML, not the JSON envelope, so they are not rows of the method table.
 */
export const PUNCHOUT_PATHS = {
  /** PunchOutSetupRequest → PunchOutSetupResponse. */
  setup: '/punchout/setup',
  /** OrderRequest → Response. */
  order: '/punchout/order',
  /**
   * The StartPage: `<origin>/rs/punchout/start?token=<token>`. Under /rs/ because opening it starts the browser's
   * server session, and server sessions belong to /rs/ paths; it answers a redirect into the store. The token is
   * in the query, which request logs redact (logger.ts) and metrics never label.
   */
  start: '/rs/punchout/start',
  /** The Return cart page: a plain link (GET) from the punchout banner; it posts the cart to the buyer's system. */
  returnCart: '/rs/punchout/return_cart',
} as const;

/** The StartPage URL is single-use and expires this long after the setup answered it. */
export const PUNCHOUT_START_SECONDS = 300;
/** Largest cXML document accepted; a larger body is refused before it is read. */
export const CXML_MAX_BYTES = 1_048_576;
/** Deepest element nesting accepted (a cXML OrderRequest nests about 10 deep). */
export const CXML_MAX_DEPTH = 40;
/** Most ItemOut lines one setup (edit/inspect) or order carries. */
export const CXML_MAX_ITEMS = 500;
/** The cXML version we build and the DTD its DOCTYPE names (never fetched: documents are checked by structure). */
export const CXML_VERSION = '1.2.014';
export const CXML_DTD_URL = `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd`;
export const CXML_MEDIA_TYPES = ['text/xml', 'application/xml'] as const;

export const PUNCHOUT_OPERATIONS = ['create', 'edit', 'inspect'] as const;
export type PunchoutOperation = (typeof PUNCHOUT_OPERATIONS)[number];
export const isPunchoutOperation = (v: string): v is PunchoutOperation => (PUNCHOUT_OPERATIONS as readonly string[]).includes(v);

/**
 * Failed setups a client may send before it is answered 429 for the rest of the window: per address
 * and From credential, and per address alone. The address limit is higher because a procurement network (Ariba,
 * Coupa) sends for many organizations from the same addresses; one misconfigured organization must not stop them.
 */
export const PUNCHOUT_SETUP_FAILURES = { perCredential: 20, perAddress: 200, windowSeconds: 600 } as const;

/** cXML Status codes we answer (cXML 1.2 User's Guide, Status codes) with the HTTP status that carries them. */
export const CXML_STATUS = {
  ok: { code: 200, text: 'OK' },
  badRequest: { code: 400, text: 'Bad Request' },
  unauthorized: { code: 401, text: 'Unauthorized' },
  forbidden: { code: 403, text: 'Forbidden' },
  notFound: { code: 404, text: 'Not Found' },
  notAcceptable: { code: 406, text: 'Not Acceptable' },
  conflict: { code: 409, text: 'Conflict' },
  tooLarge: { code: 413, text: 'Request Entity Too Large' },
  unsupportedMedia: { code: 415, text: 'Unsupported Media Type' },
  tooMany: { code: 429, text: 'Too Many Requests' },
  internal: { code: 500, text: 'Internal Server Error' },
} as const;
export type CxmlStatus = (typeof CXML_STATUS)[keyof typeof CXML_STATUS];

/** What a refusal says (the Status element's content): enough for the buyer's integrator, nothing about our internals. */
export const PUNCHOUT_TEXT = {
  notXml: 'The request is not a well-formed XML document.',
  doctypeRefused: 'Document type declarations with an internal subset or entity declarations are not accepted.',
  tooLarge: `The document is larger than ${CXML_MAX_BYTES} bytes.`,
  mediaType: 'Send the cXML document as text/xml or application/xml.',
  notCxml: 'The document is not a cXML request.',
  wrongRequest: (expected: string) => `This address accepts a ${expected}.`,
  credentialMissing: 'The Header must carry From, To and Sender credentials, with the SharedSecret in Sender.',
  /**
   * The one answer to an unknown From credential and to a known one with another Sender or a wrong secret: answered
   * alike, so nobody learns which organizations exist. The audit keeps which it was (the two reasons below).
   */
  credentialRefused: 'The From, Sender or SharedSecret credential is not valid.',
  unknownCredential: 'The From credential is not a buying organization of this marketplace.',
  wrongSecret: 'The Sender credential or its SharedSecret is not valid.',
  disabled: 'This buying organization is disabled.',
  operation: (op: string) => `The operation "${op}" is not supported; use create, edit or inspect.`,
  buyerCookie: 'BuyerCookie is required.',
  formPost: 'BrowserFormPost/URL is required and must be an absolute http or https URL.',
  formPostOrigin: 'The BrowserFormPost URL is not one of the origins allowed for this organization.',
  tooManyItems: 'The request carries too many items.',
  orderId: 'OrderRequestHeader must carry orderID.',
  orderType: (type: string) => `OrderRequest type "${type}" is not accepted: only new orders are; change or cancel an order with the contractor.`,
  noItems: 'The OrderRequest carries no ItemOut.',
  itemQuantity: (line: string) => `Line ${line}: quantity must be a whole number from 1 to 999999.`,
  itemUnknown: (line: string) => `Line ${line}: the item was not offered by this marketplace (unknown SupplierPartAuxiliaryID).`,
  itemPart: (line: string) => `Line ${line}: SupplierPartID does not match the offer named by SupplierPartAuxiliaryID.`,
  itemPrice: (line: string, stated: string, price: string) =>
    `Line ${line}: UnitPrice ${stated || '(empty)'} is not this marketplace's price, ${price} USD. Nothing was ordered; return the cart again for today's prices.`,
  totalPrice: (stated: string, total: string) =>
    `Total ${stated || '(empty)'} is not the order's total at this marketplace's prices, ${total} USD. Nothing was ordered; return the cart again for today's prices.`,
  shipTo: 'The OrderRequest has no ShipTo address and the organization has no default ship-to.',
  replayMismatch: 'This orderID or payloadID was already used for a different order.',
  orderPlaced: (group: string) => `Order ${group} placed.`,
  orderRefused: 'The order could not be placed.',
  internal: 'The request could not be processed; try again later.',
  readOnly: 'This punchout opened the cart to view it: it cannot be changed here.',
  tooManyFailures: (seconds: number) => `Too many failed setup requests; try again in ${seconds} seconds.`,
} as const;

/** The web app's session view of a punchout (GET punchout/session): what the banner and the Return cart page show. */
export interface PunchoutSessionView {
  organization: string;
  operation: PunchoutOperation;
  endUser: { name: string; email: string };
  /** True for inspect: the cart is shown, not changed. */
  readOnly: boolean;
}
