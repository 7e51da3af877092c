import { describe, expect, it } from 'vitest';
import { fileNameProblems } from './file-names.mjs';

describe('file and folder names', () => {
  it('accepts each kind in its style', () => {
    for (const path of [
      'apps/server/src/modules/cart/add-cart.ts',
      'apps/server/src/modules/cart/add-cart.test.ts',
      'apps/web/src/sections/cart/AddCartResult.tsx',
      'apps/web/src/shell/components/useFormSubmit.ts',
      'apps/web/src/shell/components/useFormSubmit.test.tsx',
      'e2e/tests/auth/inactivity.short-session.spec.ts',
      'apps/web/vitest.config.ts',
      'e2e/support/data-template.d.mts',
      'README.md',
    ]) expect(fileNameProblems(path), path).toEqual([]);
  });

  it('names what breaks the style: a folder, a module, a component outside .tsx, a hook outside the web app, a qualifier', () => {
    expect(fileNameProblems('apps/server/src/modules/park_cart/add-cart.ts')).toEqual(['apps/server/src/modules/park_cart/add-cart.ts: folder "park_cart" is not kebab-case']);
    expect(fileNameProblems('apps/server/src/modules/cart/addCart.ts')).toEqual(['apps/server/src/modules/cart/addCart.ts: "addCart" is not kebab-case']);
    expect(fileNameProblems('apps/web/src/sections/cart/AddCart.ts')).toEqual(['apps/web/src/sections/cart/AddCart.ts: "AddCart" is not kebab-case or a useCamelCase hook']);
    expect(fileNameProblems('apps/server/src/lib/useThing.ts')).toEqual(['apps/server/src/lib/useThing.ts: "useThing" is not kebab-case']);
    expect(fileNameProblems('apps/server/src/lib/csv.Test.ts')).toEqual(['apps/server/src/lib/csv.Test.ts: ".Test" is not kebab-case']);
  });
});
