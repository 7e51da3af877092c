// The import graph of the repository's TypeScript sources, read with TypeScript's own scanner
// (ts.preProcessFile) so `import type`, `export … from` and `import()` are all seen without a full
// type check: the whole graph of ~800 files is read in about a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.cache']);

/** Every .ts/.tsx file under the given folders (relative to root), as root-relative paths with '/'. */
export function listSources(root, folders) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
        files.push(toKey(root, full));
      }
    }
  };
  for (const folder of folders) {
    const full = join(root, folder);
    if (existsSync(full)) walk(full);
  }
  return files.sort();
}

function toKey(root, file) {
  return relative(root, file).split(sep).join('/');
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The source file a relative specifier names: './x.js' may mean x.ts, './x' may mean x.tsx or x/index.ts. */
function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => SOURCE_EXTENSIONS.some((ext) => candidate.endsWith(ext)) && isFile(candidate));
}

/**
 * Workspace packages by name, each with the source file its 'source' export condition names
 * (the repository's TypeScript configuration resolves them there too).
 */
function workspacePackages(root, folders) {
  const packages = new Map();
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json');
    if (!isFile(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8'));
    const entry = json.exports?.['.']?.source ?? json.exports?.source;
    packages.set(json.name, { folder, entry: entry ? toKey(root, join(root, folder, entry)) : undefined });
  }
  return packages;
}

/**
 * Reads the graph: nodes are root-relative file paths; each edge records the specifier, the target
 * file and its kind ('static', 'type' for `import type`/`export type`, 'dynamic' for `import()`).
 * Imports of outside packages are kept with target undefined and `external` set.
 */
export function readGraph(root, { sourceFolders, packageFolders = [] }) {
  const packages = workspacePackages(root, packageFolders);
  const files = listSources(root, sourceFolders);
  const edges = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const typeOnly = typeOnlySpecifiers(text);
    const list = [];
    for (const ref of info.importedFiles) {
      const specifier = ref.fileName;
      const line = lineOf(text, ref.pos);
      const kind = isDynamic(text, ref.pos) ? 'dynamic' : typeOnly.has(specifier) ? 'type' : 'static';
      if (specifier.startsWith('.')) {
        const target = resolveRelative(join(root, file), specifier);
        list.push({ specifier, target: target ? toKey(root, target) : undefined, kind, line, unresolved: !target });
        continue;
      }
      const name = packageName(specifier);
      const workspace = packages.get(name);
      if (workspace) {
        const target = specifier === name ? workspace.entry : undefined;
        list.push({ specifier, target, kind, line, workspace: name, workspaceFolder: workspace.folder });
      } else {
        list.push({ specifier, target: undefined, kind, line, external: true });
      }
    }
    edges.set(file, list);
  }
  return { files, edges };
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function lineOf(text, pos) {
  let line = 1;
  for (let i = 0; i < pos && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** `import('x')`: the scanner's position is the specifier's opening quote; the text before it ends in "import(". */
function isDynamic(text, pos) {
  return /\bimport\s*\(\s*$/.test(text.slice(Math.max(0, pos - 20), pos));
}

/**
 * Specifiers that are only ever imported for types in this file (`import type … from`, `export type … from`).
 * A specifier imported both ways counts as a value import.
 */
function typeOnlySpecifiers(text) {
  const types = new Set();
  const values = new Set();
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    (match[2] ? types : values).add(match[4]);
  }
  const sideEffect = /^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(sideEffect)) values.add(match[1]);
  return new Set([...types].filter((specifier) => !values.has(specifier)));
}

/**
 * Cycles among the files, following the edges whose kind is in `kinds`. Returns one entry per
 * strongly connected component (Tarjan): its files, and the files along one loop through it.
 */
export function findCycles(graph, kinds = new Set(['static', 'type', 'dynamic'])) {
  const next = (file) => (graph.edges.get(file) ?? []).filter((e) => e.target && kinds.has(e.kind) && graph.edges.has(e.target)).map((e) => e.target);
  let index = 0;
  const indexes = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  // Iterative Tarjan so deep chains cannot overflow the call stack.
  for (const start of graph.files) {
    if (indexes.has(start)) continue;
    const work = [{ file: start, targets: null, i: 0 }];
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.targets === null) {
        indexes.set(frame.file, index);
        low.set(frame.file, index);
        index += 1;
        stack.push(frame.file);
        onStack.add(frame.file);
        frame.targets = next(frame.file);
      }
      if (frame.i < frame.targets.length) {
        const target = frame.targets[frame.i];
        frame.i += 1;
        if (!indexes.has(target)) work.push({ file: target, targets: null, i: 0 });
        else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file), indexes.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === indexes.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        const selfLoop = component.length === 1 && next(component[0]).includes(component[0]);
        if (component.length > 1 || selfLoop) components.push({ files: component.sort(), loop: loopThrough(component, next) });
      }
    }
  }
  return components;
}

/** One loop through a strongly connected component, found by a breadth-first search back to its first file. */
function loopThrough(component, next) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of next(file)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        for (let step = previous.get(file); step; step = previous.get(step)) path.unshift(step);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}
