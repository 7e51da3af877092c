import { CXML_MAX_DEPTH, PUNCHOUT_TEXT } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { checkCxmlStructure } from '../../test-support/cxml-structure.js';
import { el, escapeXml, responseDocument } from './cxml-build.js';
import { orderMessageDocument } from './order-message.js';
import { attr, child, children, parseCxml, text } from './cxml-parse.js';

const refusal = (xml: string) => {
  try {
    parseCxml(xml);
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('cXML reading', () => {
  it('decodes the predefined entities and character references once, and keeps repeated elements as lists', () => {
    const root = parseCxml('<cXML a="x &quot;y&quot;"><B>A &amp; B &#x41;&#66; &amp;lt;</B><C/><C n="2"/><D><![CDATA[R&D <raw>]]></D></cXML>');
    expect(text(child(root, 'B'))).toBe('A & B AB &lt;');
    expect(attr(root, 'a')).toBe('x "y"');
    expect(children(root, 'C').map((c) => attr(c, 'n'))).toEqual(['', '2']);
    expect(text(child(root, 'D'))).toContain('R&D');
    expect(text(child(root, 'Missing', 'Deeper'))).toBe('');
  });

  it('accepts the DOCTYPE a cXML client sends (SYSTEM or PUBLIC), and nothing else', () => {
    expect(refusal('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd"><cXML/>')).toBe('accepted');
    expect(refusal('<!DOCTYPE cXML PUBLIC "-//cXML//DTD" "cXML.dtd"><cXML/>')).toBe('accepted');
    expect(refusal('<!DOCTYPE cXML SYSTEM "a.dtd" [ ]><cXML/>')).toBe(PUNCHOUT_TEXT.doctypeRefused);
    expect(refusal('<!DOCTYPE html><cXML/>')).toBe(PUNCHOUT_TEXT.doctypeRefused);
    expect(refusal('<!DOCTYPE cXML SYSTEM "a.dtd"><!DOCTYPE cXML SYSTEM "b.dtd"><cXML/>')).toBe(PUNCHOUT_TEXT.doctypeRefused);
    expect(refusal('<cXML><!ENTITY x "y"></cXML>')).toBe(PUNCHOUT_TEXT.doctypeRefused);
  });

  it('refuses bare ampersands, undeclared entities, unclosed tags and nesting past the cap', () => {
    expect(refusal('<cXML>R&D</cXML>')).toBe(PUNCHOUT_TEXT.notXml);
    expect(refusal('<cXML>&nbsp;</cXML>')).toBe(PUNCHOUT_TEXT.notXml);
    expect(refusal('<cXML><a></cXML>')).toBe(PUNCHOUT_TEXT.notXml);
    const deep = `<cXML>${'<a>'.repeat(CXML_MAX_DEPTH + 5)}${'</a>'.repeat(CXML_MAX_DEPTH + 5)}</cXML>`;
    expect(refusal(deep)).not.toBe('accepted');
    expect(refusal('<Other/>')).toBe(PUNCHOUT_TEXT.notCxml);
  });
});

describe('cXML writing', () => {
  it('escapes every value, so request or cart text cannot change the document', () => {
    const written = el('URL', { a: '"><x y="' }, '</URL><Injected/>&').xml;
    expect(written).toBe('<URL a="&quot;&gt;&lt;x y=&quot;">&lt;/URL&gt;&lt;Injected/&gt;&amp;</URL>');
    expect(escapeXml('a\u0000b\u0008c\td')).toBe('abc\td');
    expect(el('Empty', { skipped: undefined }).xml).toBe('<Empty/>');
  });

  it('writes a Response that reads back with its status', () => {
    const xml = responseDocument('1.abc@advantage', { code: 401, text: 'Unauthorized' }, 'No & no');
    const status = child(parseCxml(xml), 'Response', 'Status');
    expect([attr(status, 'code'), attr(status, 'text'), text(status)]).toEqual(['401', 'Unauthorized', 'No & no']);
  });
});

describe('the structural check of built documents', () => {
  const message = orderMessageDocument({
    buyerCookie: 'c<1>', operation: 'inspect', supplier: { domain: 'DUNS', identity: '0' }, buyer: { domain: 'NetworkID', identity: 'AN1' },
    host: 'advantage.test', userAgent: 'Advantage punchout',
    lines: [{ offerId: 7, partNumber: 'P&1', title: 'Pens "fine" <blue>', quantity: 3, unitPriceCents: 1999, unitOfIssue: 'DZ', fsc: '7520', manufacturerName: 'Acme', manufacturerPartId: 'P&1', leadTimeDays: 4 }],
  });

  it('passes the order message we build (operationAllowed inspect after an inspect, Total of the lines)', () => {
    checkCxmlStructure(message);
    const header = child(parseCxml(message), 'Message', 'PunchOutOrderMessage', 'PunchOutOrderMessageHeader');
    expect([attr(header, 'operationAllowed'), text(child(header, 'Total', 'Money'))]).toEqual(['inspect', '59.97']);
    expect(text(child(parseCxml(message), 'Message', 'PunchOutOrderMessage', 'ItemIn', 'ItemDetail', 'UnitOfMeasure'))).toBe('DZN');
  });

  it('fails a document with elements out of DTD order, a missing required attribute or a foreign element', () => {
    expect(() => checkCxmlStructure(message.replace(/(<ManufacturerName[^>]*>[^<]*<\/ManufacturerName>)(<LeadTime>[^<]*<\/LeadTime>)/, '$2$1'))).toThrow();
    expect(() => checkCxmlStructure(message.replace(' operationAllowed="inspect"', ''))).toThrow();
    expect(() => checkCxmlStructure(message.replace('<Total>', '<Total><Extra/>'))).toThrow();
  });
});
