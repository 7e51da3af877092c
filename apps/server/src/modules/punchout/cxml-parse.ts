/**
 * Reads a cXML document safely (OWASP XXE Prevention Cheat Sheet). A standards-following client sends
 * `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/…/cXML.dtd">`, so that one form of declaration is
 * accepted and ignored: the DTD is never fetched and nothing it declares is applied. Any internal subset, any
 * ENTITY declaration, a second DOCTYPE or one naming another root is refused before parsing, so no entity but
 * the five predefined ones and character references is ever expanded. The route caps the size (CXML_MAX_BYTES)
 * and the parser caps the nesting (CXML_MAX_DEPTH).
 *
 * Every element is read as an object: its attributes under `@name`, its text under `#text`, and each child
 * element name as an array of such objects, so a reader never guesses whether one or several came.
 */
import { CXML_MAX_DEPTH, CXML_STATUS, type CxmlStatus, PUNCHOUT_TEXT } from '@advantage/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface CxmlElement {
  '#text'?: string;
  [key: string]: string | CxmlElement[] | undefined;
}

/**
 * An expected refusal: answered as a cXML Response with this status and text, never as an HTML or JSON error.
 * `auditReason`, when the answer must say less than the audit row (a refused credential), is what the audit keeps.
 */
export class CxmlError extends Error {
  constructor(
    readonly status: CxmlStatus,
    message: string,
    readonly auditReason: string = message,
  ) {
    super(message);
    this.name = 'CxmlError';
  }
}

/** The only DOCTYPE accepted: root cXML, an external SYSTEM (or PUBLIC) identifier, no internal subset. */
const ALLOWED_DOCTYPE = /^<!DOCTYPE\s+cXML\s+(?:SYSTEM\s+("[^"<>[\]]*"|'[^'<>[\]]*')|PUBLIC\s+("[^"<>[\]]*"|'[^'<>[\]]*')\s+("[^"<>[\]]*"|'[^'<>[\]]*'))\s*>/;

/** `&` outside CDATA and comments must start one of the five predefined entities or a character reference. */
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/;

function checkDeclarations(text: string): void {
  if (/<!ENTITY/i.test(text)) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.doctypeRefused);
  if (BARE_AMPERSAND.test(text.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, ''))) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.notXml);
  const doctypes = [...text.matchAll(/<!DOCTYPE/gi)];
  if (doctypes.length === 0) return;
  const first = doctypes[0];
  if (doctypes.length > 1 || first?.index === undefined || !ALLOWED_DOCTYPE.test(text.slice(first.index))) {
    throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.doctypeRefused);
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // No entity is expanded while parsing: the five predefined ones and character references are decoded by
  // text() and attr() below, and nothing else can appear (checkDeclarations).
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  maxNestedTags: CXML_MAX_DEPTH,
  strictReservedNames: true,
});

/** Parses a cXML document and returns its `cXML` root element; refusals are CxmlError (400). */
export function parseCxml(text: string): CxmlElement {
  checkDeclarations(text);
  if (XMLValidator.validate(text) !== true) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.notXml);
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch {
    throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.notXml);
  }
  const roots = Object.keys(parsed);
  const root = parsed.cXML;
  if (roots.length !== 1 || !Array.isArray(root) || root.length !== 1) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.notCxml);
  return root[0] as CxmlElement;
}

/** The child elements of one name (none: an empty list). */
export function children(element: CxmlElement | undefined, name: string): CxmlElement[] {
  const value = element?.[name];
  return Array.isArray(value) ? value : [];
}

/** The first child element of that name, following a path of names. */
export function child(element: CxmlElement | undefined, ...path: string[]): CxmlElement | undefined {
  let current = element;
  for (const name of path) current = children(current, name)[0];
  return current;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'' };

function codePoint(value: number, raw: string): string {
  // A reference to a code point XML does not allow (NUL, a surrogate, past U+10FFFF) stays as written.
  const allowed = value === 0x9 || value === 0xa || value === 0xd || (value >= 0x20 && value <= 0xd7ff) || (value >= 0xe000 && value <= 0x10ffff);
  return allowed && !(value >= 0xfffe && value <= 0xffff) ? String.fromCodePoint(value) : raw;
}

function decode(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (raw, ref: string) => {
    if (ref.startsWith('#x')) return codePoint(Number.parseInt(ref.slice(2), 16), raw);
    if (ref.startsWith('#')) return codePoint(Number.parseInt(ref.slice(1), 10), raw);
    return PREDEFINED[ref] ?? raw;
  });
}

/** An element's text, decoded and trimmed ('' when absent). */
export function text(element: CxmlElement | undefined): string {
  const value = element?.['#text'];
  return typeof value === 'string' ? decode(value).trim() : '';
}

/** An attribute's value, decoded and trimmed ('' when absent). */
export function attr(element: CxmlElement | undefined, name: string): string {
  const value = element?.[`@${name}`];
  return typeof value === 'string' ? decode(value).trim() : '';
}
