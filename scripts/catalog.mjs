#!/usr/bin/env node
// A contractor's catalog file, for operators (docs/adr/0028-catalog-intake.md; the CSV template's columns are in the
// README). `check` checks it against the field rules and compares it with the contract's offers; `publish` does the
// same and, when nothing is refused, applies it to the contract in one transaction (all or nothing):
//   node scripts/catalog.mjs check --file catalog.csv [--contract GS-07F-0001A]
//   node scripts/catalog.mjs check --file catalog.cif --contract GS-07F-0001A --report refused.csv --changes changes.csv
//   node scripts/catalog.mjs publish --file catalog.csv [--actor NAME]
//   node scripts/catalog.mjs uploads                         (the latest contractors' uploads: id, contract, status)
//   node scripts/catalog.mjs publish --upload ID [--actor NAME]
// A contractor's upload (POST /contractor/catalog, docs/adr/0029-contractor-uploads.md) is checked on arrival and
// published only by an operator, by its id: the stored file is checked again while it is published.
// The format follows the file's extension (.cif, else CSV) unless --format names it. The summary prints the counts,
// the first refused lines and the price changes; --report writes every refused line (line, field, reason) and
// --changes every new, changed and withdrawn offer as CSV. `check` writes nothing to the catalog.
// Exit code 0 when every line passes (and, for publish, the file is published), 1 when a line or the file is refused.
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite), which
// only one process may open: stop the server first, or run the server on PostgreSQL.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/catalog.mjs check|publish --file PATH [--format csv|cif] [--contract NUMBER]',
  '         [--report PATH] [--changes PATH] [--show N] [--actor NAME]',
  '       node scripts/catalog.mjs publish --upload ID [--report PATH] [--changes PATH] [--show N] [--actor NAME]',
  '       node scripts/catalog.mjs uploads',
].join('\n');

const { args, command, fail } = readCommandLine({ usage, commands: ['check', 'publish', 'uploads'], strings: ['file', 'upload', 'format', 'contract', 'report', 'changes', 'show'] });
if (command === 'uploads') {
  await runOnDatabase(['apps/server/dist/modules/catalogintake/publish-upload.js'], async (db, uploads) => {
    const rows = await uploads.recentUploads(db);
    const out = [rows.length ? 'Latest uploads (id, uploaded, contractor, contract, file, status, lines, refused):' : 'No uploads yet.'];
    for (const u of rows) out.push(`  ${u.id} ${u.uploadedAt.toISOString()} contractor ${u.contractorId} ${u.contractNumber ?? '-'} ${u.fileName} ${u.status} ${u.lines} ${u.refused}`);
    process.stdout.write(`${out.join('\n')}\n`);
  });
  process.exit();
}
if (args.upload !== undefined && (command !== 'publish' || args.file || args.contract || args.format)) fail('--upload is for publish alone (the upload knows its file, format and contract).');
if (!args.file && args.upload === undefined) fail('--file (or, for publish, --upload) is required.');
if (args.file && !existsSync(args.file)) fail(`No file ${args.file}.`);
const format = args.format ?? (args.file?.toLowerCase().endsWith('.cif') ? 'cif' : 'csv');
if (format !== 'csv' && format !== 'cif') fail('--format is csv or cif.');
const show = args.show === undefined ? 20 : Number(args.show);
if (!Number.isInteger(show) || show < 0) fail('--show is a number of lines.');

/** A CSV file written as the check goes, respecting the stream's back-pressure only at the end (rows are small). */
function csvFile(path, header) {
  if (!path) return undefined;
  const stream = createWriteStream(path);
  stream.write(header);
  const close = async () => {
    stream.end();
    await once(stream, 'finish');
  };
  return { write: (row) => stream.write(row), close };
}

async function sha256(path) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

const modules = [
  'apps/server/dist/modules/catalogintake/check-file.js',
  'apps/server/dist/modules/catalogintake/report-files.js',
  'apps/server/dist/modules/catalogintake/publish.js',
  'apps/server/dist/modules/catalogintake/publish-upload.js',
];
await runOnDatabase(modules, async (db, check, files, publication, uploads) => {
  const problemsFile = csvFile(args.report, files.PROBLEMS_CSV_HEADER);
  const changesFile = csvFile(args.changes, files.CHANGES_CSV_HEADER);
  const started = performance.now();
  const options = {
    format,
    input: args.file && createReadStream(args.file),
    contractNumber: args.contract,
    today: new Date().toISOString().slice(0, 10),
    keep: show,
    onProblem: problemsFile && ((p) => problemsFile.write(files.problemCsvRow(p))),
    onChange: changesFile && ((c) => changesFile.write(files.changeCsvRow(c))),
  };
  const result = args.upload !== undefined
    ? await uploads.publishUpload(db, { ...options, uploadId: args.upload, actor: args.actor })
    : command === 'publish'
      ? await publication.publishCatalogFile(db, { ...options, fileName: basename(args.file), sha256: await sha256(args.file), actor: args.actor })
      : { report: await check.checkCatalogFile(db, options) };
  const { report } = result;
  await problemsFile?.close();
  await changesFile?.close();
  const source = args.upload === undefined ? `${args.file} (${format.toUpperCase()})` : `Upload ${args.upload} (${result.fileName}, ${report.format.toUpperCase()})`;
  const out = [`${source} for contract ${report.contractNumber ?? 'unknown'}: ${report.lines} lines, ${report.accepted} pass, ${report.refused} refused (${((performance.now() - started) / 1000).toFixed(1)} s).`];
  for (const p of report.fileProblems) out.push(`The file is refused: ${p.message}`);
  if (report.problems.length > 0) out.push(`Refused lines${report.refused > report.problems.length ? ` (the first ${report.problems.length} problems)` : ''}:`);
  for (const p of report.problems) out.push(`  line ${p.line}, ${p.field}: ${p.message}`);
  const c = report.comparison;
  if (c) {
    out.push(`Publishing would add ${c.new}, change ${c.changed}, keep ${c.unchanged} unchanged and withdraw ${c.withdrawn} offers.`);
    for (const change of c.changes.filter((x) => x.kind === 'changed').slice(0, show)) {
      out.push(`  line ${change.line}: ${change.manufacturer} ${change.manufacturerPartNumber} ${(change.oldPriceCents / 100).toFixed(2)} → ${(change.newPriceCents / 100).toFixed(2)} (${change.percent > 0 ? '+' : ''}${change.percent.toFixed(1)} %)`);
    }
  }
  if (result.published === false && report.refused === 0 && report.fileProblems.length === 0) {
    out.push('Not published:');
    for (const p of result.problems.slice(0, show)) out.push(`  line ${p.line}, ${p.field}: ${p.message}`);
  }
  if (result.published === false) out.push('Nothing was published: the catalog is as it was.');
  if (result.published) out.push(`Published to contract ${report.contractNumber} (publication ${result.publicationId}).`);
  if (args.report) out.push(`Every refused line: ${args.report}`);
  if (args.changes) out.push(`Every change: ${args.changes}`);
  process.stdout.write(`${out.join('\n')}\n`);
  if (report.refused > 0 || report.fileProblems.length > 0 || result.published === false) process.exitCode = 1;
});
