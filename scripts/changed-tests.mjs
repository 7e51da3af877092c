// Which Vitest files cover a set of changed files (npm run test:changed, scripts/test-changed.mjs).
//
// A changed test file runs itself. A changed source file runs the tests that import it, directly or through
// other files, and the tests beside every file on the way (same folder, or its tests/ subfolder): a server
// area's suites drive it over HTTP and import only the test kits, so "beside" is what finds them. The walk
// stops at the composition roots, which put every area together: nearly every server suite starts
// apps/server/src/app.ts and many web suites render the router, so walking through them would select
// almost everything for any change (what `vitest related` does). `npm test` still runs everything.
import { dirname } from 'node:path';

/** Files that assemble every area; a change below one does not select every suite that loads it. */
export const COMPOSITION_ROOTS = ['apps/server/src/app.ts', 'apps/web/src/app/router.tsx', 'apps/web/src/app/lookup.ts', 'apps/web/src/app/main.tsx'];

/** Changes to what every suite runs with (test configuration, global set-up, dependencies, migrations). */
const EVERYTHING = [
  /(^|\/)package(-lock)?\.json$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /(^|\/)vite(st)?\.config\.[cm]?[jt]s$/,
  /^vitest\.global-setup\.ts$/,
  /^apps\/web\/src\/test-setup\.ts$/,
  /^packages\/db\/migrations\//,
];

/** Where Vitest's projects find their tests (vitest.config.ts, apps/web/vitest.config.ts). */
const TEST_FOLDERS = ['packages/contracts/src/', 'packages/db/src/', 'apps/idp/src/', 'apps/server/src/', 'apps/web/src/', 'scripts/'];

/** Changes that no test reads. */
const NOT_TESTED = [/\.md$/, /^docs\//, /^bench\//, /^\.ci\//, /(^|\/)\.[^/]+$/];

export function isVitestTest(file) {
  return /\.test\.(ts|tsx|mjs)$/.test(file) && TEST_FOLDERS.some((folder) => file.startsWith(folder));
}

/** Importers of each file, from a graph of scripts/layers/graph.mjs (`edges`: file → [{ target }]). */
export function importersOf(graph) {
  const importers = new Map();
  for (const [file, edges] of graph.edges) {
    for (const edge of edges) {
      if (!edge.target) continue;
      if (!importers.has(edge.target)) importers.set(edge.target, new Set());
      importers.get(edge.target).add(file);
    }
  }
  return importers;
}

/** The file and every file that imports it, transitively; a composition root is reached but not walked through. */
function reach(file, importers, roots) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current !== file && roots.has(current)) continue;
    for (const importer of importers.get(current) ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return seen;
}

/** Test files in the file's folder or in a tests/ folder beside it. */
function testsBeside(file, tests) {
  const folder = dirname(file);
  return tests.filter((t) => dirname(t) === folder || dirname(t) === `${folder}/tests`);
}

/**
 * Splits the changed files into the Vitest files to run and the rest.
 * `changed` and `files` (every file of the working tree) are repository-relative paths with '/';
 * `graph` is the TypeScript import graph (readGraph). Returns:
 *  - tests: the Vitest files to run (sorted), and for each changed file which tests it selected (`because`);
 *  - everything: changed files that affect every suite (then run all of Vitest);
 *  - e2e: changed Playwright files (not run by Vitest);
 *  - untested: changed files no Vitest file covers.
 */
export function selectTests({ changed, files, graph, roots = COMPOSITION_ROOTS }) {
  const tests = files.filter(isVitestTest);
  const present = new Set(tests);
  const importers = importersOf(graph);
  const rootSet = new Set(roots);
  const selected = new Set();
  const because = new Map();
  const everything = [];
  const e2e = [];
  const untested = [];
  for (const file of [...new Set(changed)].sort()) {
    if (file.startsWith('e2e/')) {
      e2e.push(file);
      continue;
    }
    if (NOT_TESTED.some((pattern) => pattern.test(file))) continue;
    if (EVERYTHING.some((pattern) => pattern.test(file))) {
      everything.push(file);
      continue;
    }
    const mine = new Set();
    if (isVitestTest(file)) {
      // A deleted test has nothing left to run.
      if (!present.has(file)) continue;
      mine.add(file);
    } else {
      for (const reached of reach(file, importers, rootSet)) {
        if (present.has(reached)) mine.add(reached);
        else if (reached === file || !rootSet.has(reached)) for (const t of testsBeside(reached, tests)) mine.add(t);
      }
    }
    if (mine.size === 0) untested.push(file);
    for (const t of mine) selected.add(t);
    because.set(file, [...mine].sort());
  }
  return { tests: [...selected].sort(), because, everything, e2e, untested };
}
