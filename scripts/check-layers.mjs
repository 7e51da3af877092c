#!/usr/bin/env node
// The boundary lint (docs/adr/0013-layers.md), run by `npm run lint` after ESLint: every source file of
// the packages and apps in a layer, imports only downwards, sections only through public files, no cycles.
// Exit 0 when the tree keeps the layers, 1 otherwise, with one line per problem naming its rule.
import { checkLayers, formatProblems } from './layers/check.mjs';
import { REPOSITORY_LAYERS } from './layers/repository.mjs';

const root = new URL('..', import.meta.url).pathname;
const { problems, warnings, fileCount, ms } = checkLayers(root, REPOSITORY_LAYERS);
if (warnings.length) console.warn(formatProblems(warnings, 'warning'));
if (problems.length) {
  console.error(formatProblems(problems));
  console.error(`\n✖ layers: ${problems.length} problem(s) in ${fileCount} files (docs/adr/0013-layers.md)`);
  process.exit(1);
}
console.log(`layers: ${fileCount} files, every import within the layers, no cycle${warnings.length ? ` but ${warnings.length} pending` : ''} (${ms} ms)`);
