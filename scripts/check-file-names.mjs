#!/usr/bin/env node
// The naming lint, run by `npm run lint`: every tracked source file and folder of the workspaces, scripts, e2e and
// bench is named in its kind's style (scripts/file-names.mjs). Exit 0 when all are, 1 with one line per name.
import { execFileSync } from 'node:child_process';
import { fileNameProblems } from './file-names.mjs';

const root = new URL('..', import.meta.url).pathname;
const AREAS = ['apps', 'packages', 'scripts', 'e2e', 'bench'];
// Generated or vendored: drizzle-kit names migrations with underscores (0019_fedstrip_requisition_lines.sql).
const IGNORED = /(^|\/)(node_modules|dist|migrations)\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...AREAS], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && !IGNORED.test(path));
const problems = files.flatMap(fileNameProblems);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n✖ names: ${problems.length} problem(s) in ${files.length} files (scripts/file-names.mjs)`);
  process.exit(1);
}
console.log(`names: ${files.length} files, every name in its kind's style`);
