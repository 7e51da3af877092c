// The boundary check: places every source file in a layer, then reports each import that goes against
// the layers' direction, reaches into another section's private files, or closes an import cycle.
// The rules are data (scripts/layers/repository.mjs for this repository); docs/adr/0013-layers.md says why.
import { findCycles, readGraph } from './graph.mjs';

/** Glob to RegExp for root-relative paths: `**` any folders, `*` within one name, `{a,b}` either. */
export function globToRegExp(glob) {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') {
      braces += 1;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces -= 1;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

function compile(config) {
  const layers = config.layers.map((layer) => ({ ...layer, patterns: layer.files.map(globToRegExp) }));
  const byName = new Map(layers.map((layer) => [layer.name, layer]));
  for (const layer of layers) {
    for (const name of [...(layer.may === '*' ? [] : layer.may), ...(layer.lazy ?? [])]) {
      if (!byName.has(name)) throw new Error(`layer ${layer.name} names an unknown layer ${name}`);
    }
  }
  return layers;
}

/** The first layer whose patterns match the file (so the list is read top to bottom, tests first). */
function layerOf(layers, file) {
  return layers.find((layer) => layer.patterns.some((pattern) => pattern.test(file)));
}

/** A section is the first folder under the sectioned layer's `under` folder. */
function sectionOf(sections, file) {
  if (!sections || !file.startsWith(`${sections.under}/`)) return undefined;
  const rest = file.slice(sections.under.length + 1);
  const slash = rest.indexOf('/');
  return slash < 0 ? undefined : { name: rest.slice(0, slash), path: rest.slice(slash + 1) };
}

function mayImport(from, to, kind) {
  if (from.may === '*' || from.name === to.name || from.may.includes(to.name)) return true;
  return kind === 'dynamic' && (from.lazy ?? []).includes(to.name);
}

function allowedList(layer) {
  const names = [layer.name, ...layer.may];
  const lazy = layer.lazy?.length ? `; lazily (import()) also: ${layer.lazy.join(', ')}` : '';
  return `${names.join(', ')}${lazy}`;
}

/**
 * Checks the tree under root against config. Returns the problems, each with the rule that caught it,
 * the file and line, and a message; plus the graph's size and the time taken.
 */
export function checkLayers(root, config) {
  const started = performance.now();
  const layers = compile(config);
  const graph = readGraph(root, config);
  const problems = [];
  const report = (rule, file, line, message) => problems.push({ rule, file, line, message });

  for (const file of graph.files) {
    const from = layerOf(layers, file);
    if (!from) {
      report('layers/unplaced', file, 1, `${file} is in no layer: add its folder to a layer in scripts/layers/repository.mjs`);
      continue;
    }
    for (const edge of graph.edges.get(file)) {
      if (edge.external || edge.unresolved) continue;
      const target = edge.target ?? `${edge.workspaceFolder}/src/index.ts`;
      const to = layerOf(layers, target);
      if (!to) continue; // reported as unplaced when that file is checked; outside the checked folders otherwise
      if (!mayImport(from, to, edge.kind)) {
        const how = edge.kind === 'dynamic' ? 'import()' : edge.kind === 'type' ? 'import type' : 'import';
        report(
          'layers/direction',
          file,
          edge.line,
          `${file} (${from.name}) may not ${how} ${target} (${to.name}): ${from.name} may import ${allowedList(from)}`,
        );
        continue;
      }
      const sections = from.sections;
      if (!sections || to.name !== from.name) continue;
      const mine = sectionOf(sections, file);
      const theirs = sectionOf(sections, target);
      if (!mine || !theirs || mine.name === theirs.name || (sections.shared ?? []).includes(theirs.name)) continue;
      const open = sections.public?.[theirs.name] ?? [];
      if (!open.includes(theirs.path)) {
        const offer = open.length ? `its public files are ${open.join(', ')}` : 'it has no public files';
        report(
          'layers/section-private',
          file,
          edge.line,
          `${file} (section ${mine.name}) may not import ${target}, a private file of section ${theirs.name}: ${offer}; share code through ${
            (sections.shared ?? []).join(' or ') || 'a lower layer'
          }`,
        );
      }
    }
  }

  const kinds = new Set(config.cycleKinds ?? ['static', 'type']);
  const pending = (config.pendingCycles ?? []).map((entry) => ({ ...entry, seen: false }));
  const warnings = [];
  for (const { files, loop } of findCycles(graph, kinds)) {
    const first = loop[0];
    const edge = graph.edges.get(first).find((e) => e.target === (loop[1] ?? first));
    const message = `import cycle through ${files.length} file(s): ${[...loop, first].join(' → ')}`;
    // A cycle wholly inside a folder listed as pending is shown, not failed, until its owner breaks it.
    const known = pending.find((entry) => files.every((file) => file.startsWith(entry.under)));
    if (known) {
      known.seen = true;
      warnings.push({ rule: 'layers/no-cycle', file: first, line: edge?.line ?? 1, message: `${message} (pending: ${known.note})` });
    } else report('layers/no-cycle', first, edge?.line ?? 1, message);
  }
  for (const entry of pending.filter((e) => !e.seen)) {
    report('layers/stale-pending', entry.under, 1, `no cycle is left under ${entry.under}: remove it from pendingCycles`);
  }
  return { problems, warnings, fileCount: graph.files.length, ms: Math.round(performance.now() - started) };
}

/** One line per problem, as ESLint prints them: file:line  severity  rule  message. */
export function formatProblems(problems, severity = 'error') {
  return problems.map((p) => `${p.file}:${p.line}  ${severity}  ${p.rule}  ${p.message}`).join('\n');
}
