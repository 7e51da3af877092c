import { describe, expect, it } from 'vitest';
import { isVitestTest, selectTests } from './changed-tests.mjs';

const S = 'apps/server/src';
const W = 'apps/web/src';

/** A graph as scripts/layers/graph.mjs reads it, from `importer: [imported…]`. */
function graphOf(imports) {
  return { edges: new Map(Object.entries(imports).map(([file, targets]) => [file, targets.map((target) => ({ target }))])) };
}

const GRAPH = graphOf({
  [`${S}/app.ts`]: [`${S}/modules/cart/routes.ts`, `${S}/modules/checkout/routes.ts`],
  [`${S}/modules/cart/routes.ts`]: [`${S}/modules/cart/add-cart.ts`, `${S}/modules/cart/store.ts`],
  [`${S}/modules/checkout/routes.ts`]: [`${S}/modules/checkout/place-order.ts`],
  [`${S}/modules/checkout/place-order.ts`]: [`${S}/modules/cart/store.ts`],
  [`${S}/test-support/app.ts`]: [`${S}/app.ts`],
  [`${S}/test-support/cart-kit.ts`]: [`${S}/test-support/app.ts`],
  [`${S}/modules/cart/add-cart.test.ts`]: [`${S}/test-support/cart-kit.ts`],
  [`${S}/modules/checkout/checkout.test.ts`]: [`${S}/test-support/app.ts`],
  [`${S}/modules/search/search.test.ts`]: [`${S}/test-support/app.ts`],
  [`${W}/app/router.tsx`]: [`${W}/sections/cart/ShoppingCart.tsx`],
  [`${W}/app/test-support.ts`]: [`${W}/app/router.tsx`],
  [`${W}/sections/cart/ShoppingCart.test.tsx`]: [`${W}/app/test-support.ts`],
  [`${W}/sections/search/tests/menus.test.tsx`]: [`${W}/app/test-support.ts`, `${W}/sections/search/menus.ts`],
});

const FILES = [
  ...GRAPH.edges.keys(),
  `${S}/modules/cart/add-cart.ts`,
  `${S}/modules/cart/store.ts`,
  `${S}/modules/cart/cart-edit.test.ts`,
  `${S}/modules/checkout/place-order.ts`,
  `${S}/app.test.ts`,
  `${W}/sections/cart/ShoppingCart.tsx`,
  `${W}/sections/cart/cart.css`,
  `${W}/sections/search/menus.ts`,
  'scripts/layers/graph.mjs',
  'scripts/layers/check.test.mjs',
  'scripts/test.mjs',
  'scripts/test-report.test.mjs',
];

const select = (...changed) => selectTests({ changed, files: FILES, graph: GRAPH });

describe('tests of changed files', () => {
  it('runs the tests beside a server area file, not every suite that starts the app', () => {
    const result = select(`${S}/modules/cart/add-cart.ts`);
    expect(result.tests).toEqual([`${S}/modules/cart/add-cart.test.ts`, `${S}/modules/cart/cart-edit.test.ts`]);
    expect(result).toMatchObject({ everything: [], e2e: [], untested: [] });
  });

  it('follows importers into other areas and runs their tests too', () => {
    expect(select(`${S}/modules/cart/store.ts`).tests).toEqual([
      `${S}/modules/cart/add-cart.test.ts`,
      `${S}/modules/cart/cart-edit.test.ts`,
      `${S}/modules/checkout/checkout.test.ts`,
    ]);
  });

  it('runs every suite that reaches a changed composition root or test kit', () => {
    expect(select(`${S}/app.ts`).tests).toEqual([
      `${S}/app.test.ts`,
      `${S}/modules/cart/add-cart.test.ts`,
      `${S}/modules/checkout/checkout.test.ts`,
      `${S}/modules/search/search.test.ts`,
    ]);
    expect(select(`${S}/test-support/cart-kit.ts`).tests).toEqual([`${S}/modules/cart/add-cart.test.ts`]);
  });

  it('finds web tests beside a screen, in a tests/ folder, and through imports', () => {
    expect(select(`${W}/sections/cart/cart.css`).tests).toEqual([`${W}/sections/cart/ShoppingCart.test.tsx`]);
    expect(select(`${W}/sections/search/menus.ts`).tests).toEqual([`${W}/sections/search/tests/menus.test.tsx`]);
    expect(select(`${W}/sections/cart/ShoppingCart.tsx`).tests).toEqual([`${W}/sections/cart/ShoppingCart.test.tsx`]);
  });

  it('runs a changed test itself, and the scripts tests beside a script', () => {
    expect(select('scripts/test-report.test.mjs', 'scripts/layers/graph.mjs').tests).toEqual(['scripts/layers/check.test.mjs', 'scripts/test-report.test.mjs']);
    expect(select('scripts/test.mjs').tests).toEqual(['scripts/test-report.test.mjs']);
  });

  it('sorts out configuration, end-to-end files, documentation, deletions and files with no test', () => {
    const result = select('package.json', 'apps/web/vite.config.ts', 'packages/db/migrations/0042_x.sql', 'e2e/tests/cart.spec.ts', 'README.md', `${S}/gone.test.ts`, 'eslint.config.js');
    expect(result).toMatchObject({
      tests: [],
      everything: ['apps/web/vite.config.ts', 'package.json', 'packages/db/migrations/0042_x.sql'],
      e2e: ['e2e/tests/cart.spec.ts'],
      untested: ['eslint.config.js'],
    });
    expect(select('e2e/package.json').everything).toEqual([]);
  });

  it('knows where Vitest looks for tests', () => {
    expect(isVitestTest(`${W}/app/x.test.tsx`)).toBe(true);
    expect(isVitestTest('scripts/layers/check.test.mjs')).toBe(true);
    expect(isVitestTest('e2e/tests/cart.spec.ts')).toBe(false);
    expect(isVitestTest('bench/x.test.mjs')).toBe(false);
  });
});
