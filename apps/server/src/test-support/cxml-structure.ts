/**
 * A structural check of the cXML documents we build, against the content models of the cXML 1.2 DTD for the
 * elements we write. The official DTD cannot be fetched on this closed network, and no copy of it is
 * kept here, so this is NOT validation against the DTD: it checks, per element, the required attributes and the
 * order and number of child elements that the 1.2 DTD declares (cXML 1.2.014 User's Guide and DTD text).
 */
import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';

type Child = [name: string, min: number, max: number];
interface Model {
  attrs?: string[];
  /** Child elements in DTD order; `alt` lists alternatives in one position. */
  seq?: Array<Child | { alt: string[]; min: number }>;
  /** Text content is allowed (or required when `text: 'required'`). */
  text?: boolean | 'required';
  enums?: Record<string, string[]>;
}

const MANY = Number.POSITIVE_INFINITY;
const MODELS: Record<string, Model> = {
  cXML: { attrs: ['payloadID', 'timestamp'], seq: [['Header', 0, 1], { alt: ['Message', 'Request', 'Response'], min: 1 }] },
  Header: { seq: [['From', 1, 1], ['To', 1, 1], ['Sender', 1, 1]] },
  From: { seq: [['Credential', 1, MANY]] },
  To: { seq: [['Credential', 1, MANY]] },
  Sender: { seq: [['Credential', 1, MANY], ['UserAgent', 1, 1]] },
  Credential: { attrs: ['domain'], seq: [['Identity', 1, 1], ['SharedSecret', 0, 1]] },
  Identity: { text: 'required' },
  SharedSecret: { text: 'required' },
  UserAgent: { text: true },
  Message: { seq: [['Status', 0, 1], ['PunchOutOrderMessage', 1, 1]] },
  Response: { seq: [['Status', 1, 1], ['PunchOutSetupResponse', 0, 1]] },
  Status: { attrs: ['code', 'text'], text: true },
  PunchOutSetupResponse: { seq: [['StartPage', 1, 1]] },
  StartPage: { seq: [['URL', 1, 1]] },
  URL: { text: 'required' },
  PunchOutOrderMessage: { seq: [['BuyerCookie', 1, 1], ['PunchOutOrderMessageHeader', 1, 1], ['ItemIn', 0, MANY]] },
  BuyerCookie: { text: true },
  PunchOutOrderMessageHeader: { attrs: ['operationAllowed'], enums: { operationAllowed: ['create', 'inspect', 'edit'] }, seq: [['Total', 1, 1], ['ShipTo', 0, 1]] },
  Total: { seq: [['Money', 1, 1]] },
  Money: { attrs: ['currency'], text: 'required' },
  ItemIn: { attrs: ['quantity'], seq: [['ItemID', 1, 1], ['ItemDetail', 1, 1]] },
  ItemID: { seq: [['SupplierPartID', 1, 1], ['SupplierPartAuxiliaryID', 0, 1]] },
  SupplierPartID: { text: 'required' },
  SupplierPartAuxiliaryID: { text: true },
  ItemDetail: {
    seq: [
      ['UnitPrice', 1, 1], ['Description', 1, MANY], ['UnitOfMeasure', 1, 1], ['Classification', 1, MANY],
      ['ManufacturerPartID', 0, 1], ['ManufacturerName', 0, 1], ['URL', 0, 1], ['LeadTime', 0, 1],
    ],
  },
  UnitPrice: { seq: [['Money', 1, 1]] },
  Description: { attrs: ['xml:lang'], text: true },
  UnitOfMeasure: { text: 'required' },
  Classification: { attrs: ['domain'], text: true },
  ManufacturerPartID: { text: true },
  ManufacturerName: { text: true },
  LeadTime: { text: 'required' },
};

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', processEntities: false, trimValues: true });

function nameOf(node: Node): string {
  return Object.keys(node).find((k) => k !== ':@') ?? '';
}

function check(node: Node, path: string, problems: string[]) {
  const name = nameOf(node);
  const model = MODELS[name];
  const here = `${path}/${name}`;
  if (!model) {
    problems.push(`${here}: element not in the checked models`);
    return;
  }
  const attrs = node[':@'] ?? {};
  for (const a of model.attrs ?? []) if (!attrs[a]) problems.push(`${here}: missing attribute ${a}`);
  for (const [a, allowed] of Object.entries(model.enums ?? {})) if (attrs[a] && !allowed.includes(attrs[a])) problems.push(`${here}: ${a}="${attrs[a]}"`);
  const content = (node[name] as Node[]) ?? [];
  const elements = content.filter((c) => nameOf(c) !== '#text');
  const textValue = content.filter((c) => nameOf(c) === '#text').map((c) => String(c['#text'])).join('');
  if (textValue && !model.text) problems.push(`${here}: text not allowed`);
  if (model.text === 'required' && !textValue) problems.push(`${here}: text required`);
  let i = 0;
  for (const slot of model.seq ?? []) {
    const names = Array.isArray(slot) ? [slot[0]] : slot.alt;
    const [min, max] = Array.isArray(slot) ? [slot[1], slot[2]] : [slot.min, 1];
    let count = 0;
    while (i < elements.length && names.includes(nameOf(elements[i]!)) && count < max) {
      i++;
      count++;
    }
    if (count < min) problems.push(`${here}: expected ${names.join('|')} at position ${i + 1}`);
  }
  if (i < elements.length) problems.push(`${here}: unexpected ${nameOf(elements[i]!)} at position ${i + 1}`);
  elements.forEach((c) => check(c, here, problems));
}

/** Fails the test with every structural problem of the document (none expected). */
export function checkCxmlStructure(xml: string): void {
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "http:\/\/xml\.cxml\.org\/schemas\/cXML\/1\.2\.\d{3}\/cXML\.dtd">\n<cXML /);
  const nodes = (parser.parse(xml) as Node[]).filter((n) => nameOf(n) === 'cXML');
  expect(nodes).toHaveLength(1);
  const problems: string[] = [];
  check(nodes[0]!, '', problems);
  expect(problems).toEqual([]);
}
