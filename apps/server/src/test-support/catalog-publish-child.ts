/**
 * The process of the publication crash test (docs/adr/0028-catalog-intake.md), run with tsx: publishes the golden
 * catalog file to the test's PostgreSQL database with NODE_ENV=test and CATALOG_FAULT=sleep-before-commit, so the
 * transaction stays open until the test kills this process with SIGKILL. The database URL comes in CRASH_DATABASE_URL.
 */
import { createReadStream } from 'node:fs';
import { openDatabase } from '@advantage/db';
import { publishCatalogFile } from '../modules/catalogintake/publish.js';

const url = process.env.CRASH_DATABASE_URL;
if (!url) throw new Error('CRASH_DATABASE_URL is not set');
const database = await openDatabase({ url, poolSize: 1 });
const input = createReadStream(new URL('../modules/catalogintake/testdata/good.csv', import.meta.url));
const result = await publishCatalogFile(database.db, { format: 'csv', input, today: '2026-11-28', fileName: 'good.csv', sha256: 'c'.repeat(64), actor: 'crash' });
// Reached only when the fault hook is off: the test expects to kill this process first.
process.stderr.write(`catalog-child: published ${String(result.published)}\n`);
await database.close();
