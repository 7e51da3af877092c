/**
 * Catalog files checked and compared (docs/adr/0028-catalog-intake.md): golden files in both formats, one with every
 * rule broken once, over the hand-made catalog fixture (contract GS-02F-0001X offers FX-900001 at 50.00, minimum 2,
 * 5 days; FX-900003 at 199.00 and FX-900004 at 209.00, 10 days).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CATALOG_INTAKE_TEXT as T } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { catalogFixtureDatabase } from '../../test-support/catalog-fixture.js';
import { type CatalogCheckOptions, checkCatalogFile } from './check-file.js';
import { changeCsvRow, PROBLEMS_CSV_HEADER, problemCsvRow } from './report-files.js';
import type { CatalogProblem } from './types.js';

const golden = (name: string) => createReadStream(new URL(`./testdata/${name}`, import.meta.url));
const TODAY = '2026-11-28';
const lines = (...text: string[]) => Readable.from([text.join('\r\n') + '\r\n']);

describe('the changes report', () => {
  it('writes a price cut\'s percent as a number a spreadsheet can sum, not as defused text', () => {
    const cut = { kind: 'changed', line: 12, manufacturer: 'Acme', manufacturerPartNumber: 'A-1', title: 'Pad', oldPriceCents: 39_220, newPriceCents: 38_043, percent: -3.0011 } as const;
    expect(changeCsvRow(cut)).toBe('12,changed,Acme,A-1,Pad,392.20,380.43,-3\r\n');
    expect(changeCsvRow({ ...cut, kind: 'new', oldPriceCents: null, percent: null })).toBe('12,new,Acme,A-1,Pad,,380.43,\r\n');
  });
});

describe.each(TEST_DATABASES)('catalog file check (%s)', (kind) => {
  let fixture: Awaited<ReturnType<typeof catalogFixtureDatabase>>;
  beforeAll(async () => {
    fixture = await catalogFixtureDatabase(kind);
  });
  afterAll(() => fixture.close());
  const check = (options: Omit<CatalogCheckOptions, 'today'>) => checkCatalogFile(fixture.db, { today: TODAY, ...options });

  it('a CSV file in the template: every line passes, and the comparison names what is new, changed, unchanged and withdrawn', async () => {
    const report = await check({ format: 'csv', input: golden('good.csv') });
    expect(report).toMatchObject({ contractNumber: 'GS-02F-0001X', lines: 3, accepted: 3, refused: 0, fileProblems: [], problems: [] });
    expect(report.comparison).toMatchObject({ new: 1, changed: 1, unchanged: 1, withdrawn: 1 });
    expect(report.comparison?.changes).toEqual([
      { kind: 'changed', line: 2, manufacturer: 'Fixture Paper Mills', manufacturerPartNumber: 'FX-900001', title: 'Fixture Copy Paper, 8-1/2 x 11, 20 lb', oldPriceCents: 5_000, newPriceCents: 5_250, percent: 5 },
      { kind: 'new', line: 4, manufacturer: 'Acme Paper Goods', manufacturerPartNumber: 'AP-100', title: 'Legal Pad, Yellow, 8-1/2 x 11-3/4, 12 Pads', oldPriceCents: null, newPriceCents: 4_500, percent: null },
      { kind: 'withdrawn', line: null, manufacturer: 'Fixture Paper Mills', manufacturerPartNumber: 'FX-900004', title: 'Fixture Task Chair, Blue', oldPriceCents: 20_900, newPriceCents: null, percent: null },
    ]);
  });

  it('the same catalog as CIF 3.0 with Rec 20 units: the same comparison (no minimum order in CIF: the paper’s 2 becomes 1)', async () => {
    const report = await check({ format: 'cif', input: golden('good.cif'), contractNumber: 'gs-02f-0001x' });
    expect(report).toMatchObject({ lines: 3, accepted: 3, refused: 0, fileProblems: [] });
    expect(report.comparison).toMatchObject({ new: 1, changed: 1, unchanged: 1, withdrawn: 1 });
  });

  it('a file with every rule broken once: each refused line is named with its field and reason, and the rest pass', async () => {
    const all: CatalogProblem[] = [];
    const report = await check({ format: 'csv', input: golden('every-rule.csv'), contractNumber: 'GS-02F-0001X', onProblem: (p) => all.push(p) });
    const expected: CatalogProblem[] = [
      { line: 3, field: 'title', message: T.required('title') },
      { line: 4, field: 'contract_number', message: T.contractNumber },
      { line: 5, field: 'sin', message: T.sin },
      { line: 6, field: 'part_number', message: T.partNumber },
      { line: 7, field: 'manufacturer_part_number', message: T.partNumber },
      { line: 8, field: 'manufacturer', message: T.manufacturer },
      { line: 9, field: 'nsn', message: T.nsn },
      { line: 10, field: 'title', message: T.title },
      { line: 11, field: 'description', message: T.description },
      { line: 12, field: 'unit_of_issue', message: T.unitOfIssue('XX') },
      { line: 13, field: 'price', message: T.price },
      { line: 14, field: 'price', message: T.price },
      { line: 15, field: 'minimum_order', message: T.minimumOrder },
      { line: 16, field: 'delivery_days', message: T.deliveryDays },
      { line: 17, field: 'unspsc', message: T.unspsc },
      { line: 18, field: 'psc', message: T.psc },
      { line: 19, field: 'socio_economic', message: T.socio('XX') },
      { line: 20, field: 'programs', message: T.programs('COOP') },
      { line: 21, field: 'image', message: T.image },
      { line: 22, field: 'part_number', message: T.duplicatePart('b01', 2) },
      { line: 23, field: 'manufacturer_part_number', message: T.duplicateProduct('mb01', 'Fixture Paper Mills', 2) },
      { line: 24, field: 'contract_number', message: T.otherContract('GS-02F-0001X') },
      { line: 25, field: 'sin', message: T.sinNotOnContract('54151S', 'GS-02F-0001X') },
      { line: 26, field: 'unit_of_issue', message: T.unitOfIssue('=1+1') },
    ];
    expect(report.problems).toEqual(expected);
    expect(all).toEqual(expected);
    expect(report).toMatchObject({ lines: 25, accepted: 1, refused: 24, fileProblems: [] });
    // Publishing the one line that passed would add it and withdraw the three offers the file does not hold.
    expect(report.comparison).toMatchObject({ new: 1, changed: 0, unchanged: 0, withdrawn: 3 });
    // The downloadable report: a value that a spreadsheet would run as a formula is shown as text.
    expect(PROBLEMS_CSV_HEADER + problemCsvRow(expected.at(-1)!)).toBe(`line,field,reason\r\n26,unit_of_issue,'=1+1 is not a unit of issue code. Choose one from the list of valid units of issue.\r\n`);
  });

  it('all of a line’s problems at once', async () => {
    const report = await check({ format: 'csv', input: lines('contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image', 'GS-02F-0001X,339940,P-1,Acme,,,,,ZZ,1,,0,1,,,,') });
    expect(report.problems.map((p) => p.field)).toEqual(['manufacturer_part_number', 'title', 'description', 'unit_of_issue', 'price', 'delivery_days', 'unspsc']);
    expect(report.refused).toBe(1);
  });

  it('a line may list only the state and local programs its contract is opted into', async () => {
    const header = 'contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image';
    const report = await check({ format: 'csv', input: lines(header, 'GS-02F-0001X,339940,P-1,Acme,A-1,,Pad,A pad.,PK,1.00,,3,14111514,7530,,COOPERATIVE;DISASTER,') });
    expect(report.problems).toEqual([{ line: 2, field: 'programs', message: T.programNotOptedIn(['COOPERATIVE', 'DISASTER'], 'GS-02F-0001X') }]);
  });

  it('a contract with several SINs takes a line under any of them, and refuses a SIN it does not hold', async () => {
    const header = 'contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image';
    const contracts = schema.contracts;
    await fixture.db.update(contracts).set({ sin: '339940 33411' }).where(eq(contracts.contractNumber, 'GS-02F-0001X'));
    try {
      const report = await check({
        format: 'csv',
        input: lines(header, 'GS-02F-0001X,33411,P-1,Acme,A-1,,Pad,A pad.,PK,1.00,,3,14111514,7530,,,', 'GS-02F-0001X,54151S,P-2,Acme,A-2,,Pen,A pen.,BX,2.00,,3,44121701,7520,,,'),
      });
      expect(report.problems).toEqual([{ line: 3, field: 'sin', message: T.sinNotOnContract('54151S', 'GS-02F-0001X') }]);
      expect(report).toMatchObject({ accepted: 1, refused: 1 });
    } finally {
      await fixture.db.update(contracts).set({ sin: '339940' }).where(eq(contracts.contractNumber, 'GS-02F-0001X'));
    }
  });

  it('a contract that is unknown or not in force refuses the file before a line is read', async () => {
    expect((await check({ format: 'csv', input: golden('good.csv'), contractNumber: 'GS-99F-0000Z' })).fileProblems).toEqual([{ line: 0, field: 'contract_number', message: T.contractUnknown('GS-99F-0000Z') }]);
    const ended = await check({ format: 'cif', input: golden('good.cif'), contractNumber: 'GS-02F-0999Z' });
    expect(ended).toMatchObject({ lines: 0, comparison: null, fileProblems: [{ message: T.contractNotInForce('GS-02F-0999Z', '2005-01-01', '2015-12-31') }] });
  });

  it('a CSV file whose header lacks or repeats columns, or whose line has more cells than the header, is refused as a whole', async () => {
    const missing = await check({ format: 'csv', input: lines('contract_number,sin,part_number', 'GS-02F-0001X,339940,P-1') });
    expect(missing).toMatchObject({ lines: 0, comparison: null, fileProblems: [{ line: 1, field: 'header' }] });
    expect(missing.fileProblems[0]?.message).toContain('the header lacks manufacturer, manufacturer_part_number, nsn');
    const good = await new Response(Readable.toWeb(golden('good.csv')) as ReadableStream).text();
    const extra = good.replace('https://img.example.com/paper.png', 'https://img.example.com/paper.png,one more');
    const report = await check({ format: 'csv', input: lines(extra.trimEnd()) });
    expect(report).toMatchObject({ comparison: null, fileProblems: [{ line: 2, field: 'file', message: 'Line 2 has 18 cells; the header has 17.' }] });
    const unclosed = await check({ format: 'csv', input: lines(good.split('\r\n')[0]!, 'GS-02F-0001X,339940,"P-1') });
    expect(unclosed.fileProblems).toEqual([{ line: 3, field: 'file', message: 'The file cannot be read: a quoted cell is never closed, and the file ends inside it at line 3.' }]);
  });

  it('a file read in many batches counts every line before a fault in the middle of a batch, and names the fault', async () => {
    const header = (await new Response(Readable.toWeb(golden('good.csv')) as ReadableStream).text()).split('\r\n')[0]!;
    const body = Array.from({ length: 3_000 }, (_, i) => (i === 2_498 ? 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r' : `GS-02F-0001X,339940,P-${i},Acme,,,,,,,,,,,,,`));
    // Small chunks: the parser hands its records over in many batches, and the fault falls inside one.
    const text = [header, ...body].join('\r\n') + '\r\n';
    const chunks = Array.from({ length: Math.ceil(text.length / 4096) }, (_, i) => text.slice(i * 4096, (i + 1) * 4096));
    const report = await check({ format: 'csv', input: Readable.from(chunks) });
    expect(report).toMatchObject({ lines: 2_498, refused: 2_498, comparison: null, fileProblems: [{ line: 2_500, field: 'file', message: 'Line 2500 has 18 cells; the header has 17.' }] });
  });

  it('a CIF file cut short, miscounted or in another currency is refused as a whole', async () => {
    const text = await new Response(Readable.toWeb(golden('good.cif')) as ReadableStream).text();
    const cif = (changed: string) => check({ format: 'cif', contractNumber: 'GS-02F-0001X', input: Readable.from([changed]) });
    expect((await cif(text.replace('ENDOFDATA\r\n', ''))).fileProblems[0]?.message).toBe('The file ends at line 15 without ENDOFDATA: it may have been cut short.');
    expect((await cif(text.replace('ITEMCOUNT: 3', 'ITEMCOUNT: 4'))).fileProblems[0]?.message).toBe('ITEMCOUNT says 4 items; the file holds 3.');
    expect((await cif(text.replace('CURRENCY: USD', 'CURRENCY: EUR'))).fileProblems[0]?.message).toBe('Line 5: CURRENCY is EUR; prices on this marketplace are in USD.');
    expect((await cif(text.replace('CIF_I_V3.0', 'CIF_I_V2.1'))).fileProblems[0]?.message).toBe('Line 1: a CIF 3.0 file begins with the line CIF_I_V3.0.');
    expect((await cif(text.replace('Supplier Part ID,', ''))).fileProblems[0]?.message).toBe('Line 11: FIELDNAMES lacks Supplier Part ID.');
    expect((await cif(text.replace('ENDOFDATA\r\n', 'ENDOFDATA\r\nextra\r\n'))).fileProblems[0]?.message).toBe('Line 17 follows ENDOFDATA; nothing may.');
    const incremental = await cif(text.replace('LOADMODE: F', 'LOADMODE: I'));
    expect(incremental.comparison).toMatchObject({ new: 1, changed: 1, unchanged: 1, withdrawn: 0 });
  });

  it('checking changes nothing in the catalog', async () => {
    const before = await fixture.db.select().from(schema.offers);
    await check({ format: 'csv', input: golden('good.csv') });
    expect(await fixture.db.select().from(schema.offers)).toEqual(before);
  });
});
