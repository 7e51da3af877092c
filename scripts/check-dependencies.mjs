#!/usr/bin/env node
// Dependency checks that work without the audit service (docs/adr/0009-dependency-audit.md):
// 1. the lock file pins every package to a registry tarball by sha512 integrity, from the npm registry only;
// 2. packages that run install scripts are the ones reviewed (a new one fails until someone reviews it);
// 3. packages under watch are reported with their version;
// 4. `npm audit --omit=dev` runs when the audit service answers; when it cannot be reached that is printed.
// Exit 0 when every check passes, 1 otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { lockProblems } from './lockfile-check.mjs';

const root = new URL('..', import.meta.url).pathname;
/** The registry this machine's npm installs from (the lock records no other). */
const registry = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
/** Reviewed install scripts: esbuild's postinstall only checks that its platform binary package is present. */
const REVIEWED_INSTALL_SCRIPTS = new Set(['esbuild']);
/** Packages without recent releases that the ADR keeps under watch, with what would replace them. */
const WATCH = {
  'pdf-lib': 'no release since 2021; replacement candidate: pdfkit (maintained; the order PDF is one module, apps/server/src/modules/orderhistory)',
};

const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8'));
const { problems, checked, installScripts } = lockProblems(lock, { registry, reviewedInstallScripts: REVIEWED_INSTALL_SCRIPTS });
const npmrc = existsSync(`${root}/.npmrc`) ? readFileSync(`${root}/.npmrc`, 'utf8') : '';
if (/^\s*(?:@[\w-]+:)?registry\s*=/m.test(npmrc)) problems.push('.npmrc sets a registry: packages must come from the default registry');

console.log(`lock file: ${checked} packages pinned by sha512 to ${registry}; install scripts: ${installScripts.join(', ') || 'none'}`);
for (const [name, note] of Object.entries(WATCH)) {
  const entry = lock.packages[`node_modules/${name}`];
  console.log(`watch: ${name} ${entry?.version ?? '(not installed)'}: ${note}`);
}

const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) problems.push('npm audit reports high or critical advisories in production dependencies');
} else {
  const reason = report?.message || report?.error?.summary || audit.error?.message || `exit ${audit.status}`;
  console.log(`npm audit --omit=dev: the audit service could not be reached (${String(reason).split('\n')[0]}); releases are audited as docs/adr/0009 says`);
}

for (const p of problems) console.error(`dependency check: ${p}`);
process.exit(problems.length ? 1 : 0);
