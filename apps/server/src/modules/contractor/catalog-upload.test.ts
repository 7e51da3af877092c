/**
 * The contractors' catalog upload (docs/adr/0029-contractor-uploads.md) over the hand-made catalog fixture:
 * GS-02F-0001X is the office contractor's contract, 47QSWA20D00FX the veteran contractor's.
 */
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CATALOG_INTAKE_TEXT, type CatalogUploadAnswer, CONTRACTOR_AUTH_FAILURES, CONTRACTOR_TEXT, catalogReportPath } from '@advantage/contracts';
import { schema, verifySharedSecret } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT, insertCatalogFixture } from '../../test-support/catalog-fixture.js';
import { publishUpload } from '../catalogintake/publish-upload.js';
import { problemCsvRow } from '../catalogintake/report-files.js';
import { issueCredential, revokeCredential } from './credentials.js';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const MAX_BYTES = 64 * 1024;
// What the server does when a client goes away arrives in milliseconds; vi.waitFor's own 1 s ran out on a loaded
// two-core machine before the partial file was removed (the one wait of the server suites left at that default).
const WAIT = { timeout: 15_000, interval: 10 };
const golden = (name: string) => readFileSync(new URL(`../catalogintake/testdata/${name}`, import.meta.url));

describe.each(TEST_DATABASES)('POST /contractor/catalog (%s)', (kind) => {
  let t: TestApp;
  let office: string;
  let veteran: string;
  // The data directory, where a body is written as it arrives (catalogintake/spool.ts).
  const dataDir = mkdtempSync(join(tmpdir(), 'adv-upload-'));
  const spooled = () => {
    try {
      return readdirSync(join(dataDir, 'uploads'));
    } catch {
      return [];
    }
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ANY_MAIL_PORT, catalogUploadMaxBytes: MAX_BYTES, dataDir }, { now: () => NOW });
    await insertCatalogFixture(t.database.db);
    office = (await issueCredential(t.database.db, { contractor: 'FXUEI0000001', name: 'catalog feed', actor: 'operator' })).token;
    veteran = (await issueCredential(t.database.db, { contractor: 'FXUEI0000003', name: 'catalog feed', actor: 'operator' })).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (token: string | undefined, body: string | Buffer | Readable, type = 'text/csv', query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/contractor/catalog${query}`,
      headers: { 'content-type': type, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      payload: body,
    });
  const report = (token: string | undefined, id: string) =>
    t.app.inject({ method: 'GET', url: catalogReportPath(id), headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  const message = (res: { json(): unknown }) => (res.json() as { attributes: { detailedErrorMessage: string } }).attributes.detailedErrorMessage;
  const uploads = () => t.database.db.select().from(schema.catalogUploads);
  const refusedAudits = () => t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'catalog_upload_refused'));

  it('keeps the secret only hashed and refuses a missing, malformed or wrong credential alike, storing nothing', async () => {
    const [id, secret] = office.split('.') as [string, string];
    const [row] = await t.database.db.select().from(schema.contractorCredentials).where(eq(schema.contractorCredentials.id, id));
    expect(row?.secretHash).not.toContain(secret);
    expect(verifySharedSecret(secret, row!.secretHash)).toBe(true);
    const before = (await refusedAudits()).length;
    for (const token of [undefined, 'nonsense', `${id}.${secret}x`, `${id}`, `00000000-0000-4000-8000-000000000000.${secret}`]) {
      const res = await upload(token, golden('good.csv'));
      expect([res.statusCode, message(res)], String(token)).toEqual([401, CONTRACTOR_TEXT.unauthorized]);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="contractor"');
    }
    const basic = await t.app.inject({ method: 'POST', url: '/contractor/catalog', headers: { 'content-type': 'text/csv', 'authorization': `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` }, payload: 'x' });
    expect(basic.statusCode).toBe(401);
    expect(await uploads()).toEqual([]);
    const audits = await refusedAudits();
    expect(audits.length - before).toBe(6);
    expect(JSON.stringify(audits)).not.toContain(secret);
  });

  it('refuses a revoked credential', async () => {
    const spare = await issueCredential(t.database.db, { contractor: 'FXUEI0000001', name: 'old feed', actor: 'operator' });
    expect((await report(spare.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await revokeCredential(t.database.db, spare.id, 'operator');
    const res = await upload(spare.token, golden('good.csv'));
    expect([res.statusCode, message(res)]).toEqual([401, CONTRACTOR_TEXT.unauthorized]);
    const [row] = await t.database.db.select().from(schema.contractorCredentials).where(eq(schema.contractorCredentials.id, spare.id));
    expect(row).toMatchObject({ revokedBy: 'operator' });
  });

  it('answers 429 to an address past its failed-credential limit, before checking the credential, and audits the limit once', async () => {
    const target = await issueCredential(t.database.db, { contractor: 'FXUEI0000001', name: 'flooded feed', actor: 'operator' });
    const wrong = `${target.id}.${'A'.repeat(43)}`;
    const before = (await refusedAudits()).length;
    for (let i = 0; i < CONTRACTOR_AUTH_FAILURES.perCredential; i++) expect((await upload(wrong, 'x')).statusCode).toBe(401);
    // Past the limit even the right secret waits, and its answer says for how long.
    const blocked = await upload(target.token, golden('good.csv'));
    expect([blocked.statusCode, message(blocked)]).toEqual([429, CONTRACTOR_TEXT.tooManyFailures(CONTRACTOR_AUTH_FAILURES.windowSeconds)]);
    expect(blocked.headers['retry-after']).toBe(String(CONTRACTOR_AUTH_FAILURES.windowSeconds));
    expect((await report(target.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(429);
    // Another credential from the same address is not held back (the address's own limit is higher).
    expect((await report(veteran, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const audits = (await refusedAudits()).slice(before);
    expect(audits).toHaveLength(CONTRACTOR_AUTH_FAILURES.perCredential);
    expect(audits.filter((a) => (a.detail as { failureLimitReached?: boolean }).failureLimitReached)).toHaveLength(1);
  });

  it('refuses a file over the limit and a body of another media type, and audits both', async () => {
    const big = await upload(office, Buffer.alloc(MAX_BYTES + 1, 'a'));
    expect([big.statusCode, message(big)]).toEqual([413, CONTRACTOR_TEXT.tooLarge(MAX_BYTES)]);
    const json = await upload(office, '{"lines":[]}', 'application/json');
    expect([json.statusCode, message(json)]).toEqual([415, CONTRACTOR_TEXT.mediaType]);
    const cif = await upload(office, golden('good.cif'), 'application/x-cif');
    expect([cif.statusCode, message(cif)]).toEqual([400, CONTRACTOR_TEXT.cifNeedsContract]);
    const audits = await refusedAudits();
    expect(audits.slice(-3).map((a) => [a.target, a.detail.status])).toEqual([
      [expect.stringMatching(/^contractor:\d+$/), 413],
      [expect.stringMatching(/^contractor:\d+$/), 415],
      [expect.stringMatching(/^contractor:\d+$/), 400],
    ]);
    expect(await uploads()).toEqual([]);
    expect(spooled()).toEqual([]);
  });

  it('refuses a body without a length at the byte past the limit, with the same answer, leaving no file and no row', async () => {
    const before = (await refusedAudits()).length;
    // A stream: no Content-Length, so the limit is kept while the bytes arrive (written to disk up to it).
    const chunks = function* () {
      for (let sent = 0; sent <= MAX_BYTES; sent += 4096) yield Buffer.alloc(4096, 'a');
    };
    const big = await upload(office, Readable.from(chunks()));
    expect([big.statusCode, message(big)]).toEqual([413, CONTRACTOR_TEXT.tooLarge(MAX_BYTES)]);
    expect(big.headers['content-length']).toBeDefined();
    expect((await refusedAudits()).slice(before).map((a) => a.detail.status)).toEqual([413]);
    expect(await uploads()).toEqual([]);
    expect(spooled()).toEqual([]);
    // A body of exactly the limit is taken (and refused for what it holds, not for its size).
    const full = await upload(office, Readable.from([Buffer.alloc(MAX_BYTES, 'a')]));
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ status: 'refused', sizeBytes: MAX_BYTES });
    expect(spooled()).toEqual([]);
  });

  it('removes the partial file of a client that goes away halfway, storing nothing', async () => {
    const stored = (await uploads()).length;
    const address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    const socket = connect(Number(address.port), address.hostname);
    await once(socket, 'connect');
    socket.write([
      'POST /contractor/catalog HTTP/1.1', `Host: ${address.host}`, `Authorization: Bearer ${office}`, 'Content-Type: text/csv',
      `Content-Length: ${MAX_BYTES}`, '', '',
    ].join('\r\n'));
    socket.write(Buffer.alloc(MAX_BYTES / 2, 'a'));
    await vi.waitFor(() => expect(spooled()).toHaveLength(1), WAIT);
    socket.destroy();
    await vi.waitFor(() => expect(spooled()).toEqual([]), WAIT);
    expect(await uploads()).toHaveLength(stored);
  });

  it('answers another contractor’s contract exactly as an unknown one', async () => {
    const theirs = await upload(veteran, golden('good.csv'));
    const unknown = await upload(veteran, golden('good.csv').toString('utf8').replaceAll(/GS-02F-0001X/gi, 'GS-02F-0002X'));
    const a = theirs.json() as CatalogUploadAnswer;
    const b = unknown.json() as CatalogUploadAnswer;
    expect(theirs.statusCode).toBe(201);
    expect(a).toMatchObject({ status: 'refused', comparison: null, problems: [{ line: 2, field: 'contract_number', message: CATALOG_INTAKE_TEXT.contractUnknown('GS-02F-0001X') }] });
    expect(b).toMatchObject({ status: 'refused', comparison: null, problems: [{ line: 2, field: 'contract_number', message: CATALOG_INTAKE_TEXT.contractUnknown('GS-02F-0002X') }] });
  });

  it('stores a malformed file refused as a whole, with its report', async () => {
    const res = await upload(office, 'contract_number,sin,part_number\r\nGS-02F-0001X,"339940,OD-1\r\n', 'text/csv', '?name=broken.csv');
    const a = res.json() as CatalogUploadAnswer;
    expect(a).toMatchObject({ status: 'refused', comparison: null });
    expect(a.problems.length).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(schema.catalogUploads).where(eq(schema.catalogUploads.id, a.reportId));
    expect(row).toMatchObject({ fileName: 'broken.csv', status: 'refused', publicationId: null });
    const csv = await report(office, a.reportId);
    expect(csv.body.split('\r\n')[0]).toBe('line,field,reason');
    expect(csv.body.split('\r\n').length).toBeGreaterThan(2);
  });

  it('stores a file with refused lines, answers its first lines and serves the whole report to its contractor only', async () => {
    const res = await upload(office, golden('every-rule.csv'), 'text/csv; charset=utf-8', '?contract=GS-02F-0001X&name=every-rule.csv');
    const a = res.json() as CatalogUploadAnswer;
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(catalogReportPath(a.reportId));
    expect(a).toMatchObject({ status: 'refused', contractNumber: 'GS-02F-0001X', refused: 24 });
    const own = await report(office, a.reportId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = own.body.trim().split('\r\n');
    expect(rows.length - 1).toBeGreaterThanOrEqual(24);
    expect(`${rows[1]}\r\n`).toBe(problemCsvRow(a.problems[0]!));
    const other = await report(veteran, a.reportId);
    expect([other.statusCode, message(other)]).toEqual([404, CONTRACTOR_TEXT.unknownReport]);
    expect((await report(undefined, a.reportId)).statusCode).toBe(401);
    await expect(publishUpload(t.database.db, { uploadId: a.reportId, actor: 'operator', today: '2026-11-28' })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('stores a good file with its counts and audit row, and an operator publishes it by its id', async () => {
    const body = golden('good.csv');
    const res = await upload(office, body, 'text/csv', '?name=office-2026-11.csv');
    const a = res.json() as CatalogUploadAnswer;
    expect(res.statusCode).toBe(201);
    expect(a).toMatchObject({ status: 'checked', contractNumber: 'GS-02F-0001X', lines: 3, accepted: 3, refused: 0, problems: [], comparison: { new: 1, changed: 1, unchanged: 1, withdrawn: 1 } });
    const db = t.database.db;
    const [row] = await db.select().from(schema.catalogUploads).where(eq(schema.catalogUploads.id, a.reportId));
    expect(row).toMatchObject({ fileName: 'office-2026-11.csv', format: 'csv', sizeBytes: body.length, sha256: a.sha256, newCount: 1, withdrawnCount: 1 });
    const parts = await db.select().from(schema.catalogUploadParts).where(and(eq(schema.catalogUploadParts.uploadId, a.reportId), eq(schema.catalogUploadParts.kind, 'file')));
    expect(Buffer.concat(parts.map((p) => Buffer.from(p.data))).equals(body)).toBe(true);
    const checked = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'catalog_upload_checked'));
    expect(checked.map((c) => c.detail.uploadId)).toEqual([a.reportId]);
    expect((await report(office, a.reportId)).body).toBe('line,field,reason\r\n');
    expect(spooled()).toEqual([]);

    const result = await publishUpload(db, { uploadId: a.reportId, actor: 'operator', today: '2026-11-28' });
    expect(result).toMatchObject({ published: true, report: { comparison: { new: 1, changed: 1, unchanged: 1, withdrawn: 1 } } });
    if (!result.published) return;
    const [after] = await db.select().from(schema.catalogUploads).where(eq(schema.catalogUploads.id, a.reportId));
    expect(after).toMatchObject({ status: 'published', publicationId: result.publicationId });
    const [publication] = await db.select().from(schema.catalogPublications).where(eq(schema.catalogPublications.id, result.publicationId));
    expect(publication).toMatchObject({ fileName: 'office-2026-11.csv', sha256: a.sha256 });
    const [paper] = await db.select().from(schema.offers).where(and(eq(schema.offers.productId, 900_001), eq(schema.offers.contractId, row!.contractId!)));
    expect(paper?.priceCents).toBe(5_250);
    await expect(publishUpload(db, { uploadId: a.reportId, actor: 'operator', today: '2026-11-28' })).rejects.toMatchObject({ statusCode: 409 });
  });
});
