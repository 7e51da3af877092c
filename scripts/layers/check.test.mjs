// The boundary check on small trees written for each test: each rule must catch its violation and
// leave a tree that keeps the layers alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, formatProblems, globToRegExp } from './check.mjs';

const roots = [];

/** Writes the files (path → text) under a new temporary folder and returns it. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** lib → ui → sections → app, with a shared section, one public file, and a package underneath. */
const CONFIG = {
  sourceFolders: ['packages/base/src', 'src'],
  packageFolders: ['packages/base'],
  cycleKinds: ['static', 'type'],
  layers: [
    { name: 'tests', files: ['**/*.test.ts'], may: '*' },
    { name: 'base', files: ['packages/base/src/**'], may: [] },
    { name: 'lib', files: ['src/lib/**'], may: ['base'] },
    { name: 'registry', files: ['src/registry.ts'], may: ['lib'], lazy: ['sections'] },
    { name: 'ui', files: ['src/ui/**'], may: ['registry', 'lib', 'base'] },
    {
      name: 'sections',
      files: ['src/sections/*/**'],
      may: ['ui', 'lib', 'base'],
      sections: { under: 'src/sections', shared: ['common'], public: { cart: ['widget.ts'] } },
    },
    { name: 'app', files: ['src/main.ts'], may: ['sections', 'ui', 'registry', 'lib', 'base'] },
  ],
};

const BASE_PACKAGE = {
  'packages/base/package.json': JSON.stringify({ name: '@fx/base', exports: { '.': { source: './src/index.ts', default: './dist/index.js' } } }),
  'packages/base/src/index.ts': 'export const one = 1;\n',
};

const CLEAN = {
  ...BASE_PACKAGE,
  'src/lib/format.ts': 'import { one } from \'@fx/base\';\nexport const format = (n: number) => `${n + one}`;\n',
  'src/registry.ts': 'export const screens = { cart: () => import(\'./sections/cart/index\') };\n',
  'src/ui/button.ts': 'import { format } from \'../lib/format.js\';\nimport { screens } from \'../registry\';\nexport const label = format(2) + String(screens);\n',
  'src/sections/common/heading.ts': 'export const heading = "h";\n',
  'src/sections/cart/widget.ts': 'import { label } from \'../../ui/button\';\nexport const widget = label;\n',
  'src/sections/cart/index.ts': 'import { widget } from \'./widget\';\nimport { heading } from \'../common/heading\';\nexport const cart = widget + heading;\n',
  'src/sections/search/index.ts': 'import { widget } from \'../cart/widget\';\nexport const search = widget;\n',
  'src/main.ts': 'import { cart } from \'./sections/cart/index\';\nimport { search } from \'./sections/search/index\';\nexport const app = cart + search;\n',
  'src/sections/cart/cart.test.ts': 'import { app } from \'../../main\';\nexport const t = app;\n',
};

function rulesOf(root) {
  return checkLayers(root, CONFIG).problems.map((p) => p.rule);
}

describe('boundary check', () => {
  it('passes a tree that keeps the layers, whatever the tests import', () => {
    const { problems, fileCount } = checkLayers(tree(CLEAN), CONFIG);
    expect(formatProblems(problems)).toBe('');
    expect(fileCount).toBe(10);
  });

  it('fails an import cycle and names the rule and every file of the loop', () => {
    const root = tree({
      ...CLEAN,
      'src/lib/a.ts': 'import { b } from \'./b.js\';\nexport const a = () => b;\n',
      'src/lib/b.ts': 'import { c } from \'./c\';\nexport const b = 2;\nexport const cc = c;\n',
      'src/lib/c.ts': 'import { a } from \'./a\';\nexport const c = a;\n',
    });
    const { problems } = checkLayers(root, CONFIG);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'layers/no-cycle', file: 'src/lib/a.ts', line: 1 });
    expect(problems[0].message).toBe('import cycle through 3 file(s): src/lib/a.ts → src/lib/b.ts → src/lib/c.ts → src/lib/a.ts');
  });

  it('counts a cycle made only of type imports, and not one closed by import()', () => {
    const typeCycle = tree({
      ...CLEAN,
      'src/lib/a.ts': 'import type { B } from \'./b\';\nexport type A = { b?: B };\n',
      'src/lib/b.ts': 'import type { A } from \'./a\';\nexport type B = { a?: A };\n',
    });
    expect(rulesOf(typeCycle)).toEqual(['layers/no-cycle']);
    const lazyLoop = tree({
      ...CLEAN,
      'src/lib/a.ts': 'export const load = () => import(\'./b\');\n',
      'src/lib/b.ts': 'import { load } from \'./a\';\nexport const again = load;\n',
    });
    expect(rulesOf(lazyLoop)).toEqual([]);
  });

  it('fails an import against the direction of the layers, naming both layers and what is allowed', () => {
    const root = tree({ ...CLEAN, 'src/lib/bad.ts': 'import { label } from \'../ui/button\';\nexport const bad = label;\n' });
    const { problems } = checkLayers(root, CONFIG);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'layers/direction', file: 'src/lib/bad.ts', line: 1 });
    expect(problems[0].message).toBe('src/lib/bad.ts (lib) may not import src/ui/button.ts (ui): lib may import lib, base');
  });

  it('checks type imports, export-from and workspace packages as imports', () => {
    const root = tree({
      ...CLEAN,
      'packages/base/src/up.ts': 'import type { Label } from \'../../../src/ui/types\';\nexport type Up = Label;\n',
      'src/ui/types.ts': 'export type Label = string;\n',
      'src/lib/again.ts': 'export { label } from \'../ui/button\';\n',
    });
    const found = checkLayers(root, CONFIG).problems.map((p) => `${p.rule} ${p.file}`);
    expect(found.sort()).toEqual(['layers/direction packages/base/src/up.ts', 'layers/direction src/lib/again.ts']);
    const packageInLib = tree({ ...CLEAN, 'packages/base/src/index.ts': 'import { format } from \'../../../src/lib/format\';\nexport const one = format(1);\n' });
    // base → lib is against the direction, and lib → @fx/base closes a cycle through the package.
    expect(rulesOf(packageInLib).sort()).toEqual(['layers/direction', 'layers/no-cycle']);
  });

  it('lets import() go up only where a layer names it lazy', () => {
    const fromUi = tree({ ...CLEAN, 'src/ui/open.ts': 'export const open = () => import(\'../sections/cart/index\');\n' });
    expect(rulesOf(fromUi)).toEqual(['layers/direction']);
    const staticFromRegistry = tree({ ...CLEAN, 'src/registry.ts': 'import { cart } from \'./sections/cart/index\';\nexport const screens = { cart };\n' });
    // A static import there also closes a loop: the section imports ui, which imports the registry.
    expect(rulesOf(staticFromRegistry).sort()).toEqual(['layers/direction', 'layers/no-cycle']);
  });

  it('fails a section that reaches into another section\'s private file', () => {
    const root = tree({ ...CLEAN, 'src/sections/cart/total.ts': 'export const total = 0;\n', 'src/sections/search/sum.ts': 'import { total } from \'../cart/total\';\nexport const sum = total;\n' });
    const { problems } = checkLayers(root, CONFIG);
    expect(problems).toHaveLength(1);
    expect(problems[0].rule).toBe('layers/section-private');
    expect(problems[0].message).toContain('a private file of section cart: its public files are widget.ts; share code through common');
  });

  it('shows a cycle inside a pending folder as a warning, and fails the entry once the cycle is gone', () => {
    const config = { ...CONFIG, pendingCycles: [{ under: 'src/lib/', note: 'being split' }] };
    const cycle = { 'src/lib/a.ts': 'import type { B } from \'./b\';\nexport type A = B;\n', 'src/lib/b.ts': 'import type { A } from \'./a\';\nexport type B = A;\n' };
    const withCycle = checkLayers(tree({ ...CLEAN, ...cycle }), config);
    expect(withCycle.problems).toEqual([]);
    expect(withCycle.warnings.map((w) => w.message)).toEqual(['import cycle through 2 file(s): src/lib/a.ts → src/lib/b.ts → src/lib/a.ts (pending: being split)']);
    const elsewhere = checkLayers(tree({ ...CLEAN, 'src/ui/a.ts': 'import { b } from \'./b\';\nexport const a = b;\n', 'src/ui/b.ts': 'import { a } from \'./a\';\nexport const b = a;\n' }), config);
    expect(elsewhere.problems.map((p) => p.rule).sort()).toEqual(['layers/no-cycle', 'layers/stale-pending']);
  });

  it('fails a source file that no layer holds', () => {
    const root = tree({ ...CLEAN, 'src/stray/thing.ts': 'export const thing = 1;\n' });
    const { problems } = checkLayers(root, CONFIG);
    expect(problems.map((p) => `${p.rule} ${p.file}`)).toEqual(['layers/unplaced src/stray/thing.ts']);
  });
});

describe('globToRegExp', () => {
  it('matches ** across folders, * within a name and {a,b} as either', () => {
    expect(globToRegExp('src/**').test('src/a/b.ts')).toBe(true);
    expect(globToRegExp('**/*.test.{ts,tsx}').test('x/y/z.test.tsx')).toBe(true);
    expect(globToRegExp('**/*.test.{ts,tsx}').test('z.test.ts')).toBe(true);
    expect(globToRegExp('src/*/**').test('src/a.ts')).toBe(false);
    expect(globToRegExp('src/*/**').test('src/a/b.ts')).toBe(true);
    expect(globToRegExp('src/x.ts').test('src/xats')).toBe(false);
  });
});
