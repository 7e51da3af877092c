#!/usr/bin/env node
// npm run test:changed: runs the Vitest files that cover what changed against HEAD (staged, unstaged and
// untracked files; scripts/changed-tests.mjs says how they are chosen) and ends, like npm test, with one
// line "N passed, N failed".
//
//   npm run test:changed                      what changed against HEAD
//   npm run test:changed -- --since main      what changed against another commit (a branch's work)
//   npm run test:changed -- --list            only print the chosen files
//   npm run test:changed -- path/to/file.ts   the tests of these files instead of git's list
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { selectTests } from './changed-tests.mjs';
import { readGraph } from './layers/graph.mjs';
import { REPOSITORY_LAYERS } from './layers/repository.mjs';
import { summaryLines, vitestCounts } from './test-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values, positionals } = parseArgs({
  options: { since: { type: 'string', default: 'HEAD' }, list: { type: 'boolean', default: false } },
  allowPositionals: true,
});

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

const write = (line = '') => process.stdout.write(`${line}\n`);
const finish = (lines, code) => {
  write(lines.join('\n'));
  process.exit(code);
};

let changed;
try {
  changed = positionals.length > 0
    ? positionals.map((p) => relative(root, resolve(process.env.INIT_CWD ?? process.cwd(), p)))
    : [...git('diff', '--name-only', '--no-renames', values.since, '--'), ...git('ls-files', '--others', '--exclude-standard')];
} catch (error) {
  write(`Could not list the changed files: ${error instanceof Error ? error.message : String(error)}`);
  finish(['', '0 passed, 1 failed'], 1);
}
const files = git('ls-files', '--cached', '--others', '--exclude-standard');
const graph = readGraph(root, REPOSITORY_LAYERS);
const { tests, because, everything, e2e, untested } = selectTests({ changed, files, graph });

write(`Changed against ${positionals.length > 0 ? 'the files given' : values.since}: ${changed.length} file(s).`);
for (const [file, selected] of because) if (selected.length > 0) write(`  ${file} → ${selected.length} test file(s)`);
if (untested.length > 0) write(`No Vitest file covers: ${untested.join(', ')}`);
if (e2e.length > 0) {
  write(`End-to-end files changed (not run here; they drive the built app): ${e2e.join(', ')}`);
  write('  npm run build && npm run test:e2e -- <spec files>');
}
if (everything.length > 0) write(`${everything.join(', ')} change(s) what every suite runs with: all of Vitest runs.`);

const filters = everything.length > 0 ? [] : tests;
if (values.list) {
  for (const t of everything.length > 0 ? ['(every Vitest file)'] : tests) write(`  ${t}`);
  process.exit(0);
}
if (everything.length === 0 && tests.length === 0) finish(['Nothing to run.', '', '0 passed, 0 failed'], 0);

write(`Running ${everything.length > 0 ? 'every Vitest file' : `${tests.length} Vitest file(s)`}.`);
const out = join(root, '.test-output');
mkdirSync(out, { recursive: true });
const report = join(out, 'vitest-changed.json');
rmSync(report, { force: true });
const started = Date.now();
const args = ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filters];
const status = spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status ?? 1;
let vitest;
try {
  vitest = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  vitest = undefined;
}
const { passed, failed, problems } = vitestCounts(vitest, status);
write(`Vitest took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
finish(summaryLines({ passed, failed, problems, vitest, root }), failed > 0 ? 1 : 0);
