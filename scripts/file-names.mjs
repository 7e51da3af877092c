// File and folder names (docs/adr/0013-layers.md, "Names"): one style per kind, so a name says what a file is.
//   folders                 kebab-case            checkout, fedstrip, test-support
//   modules                 kebab-case            add-cart.ts, check-file.ts
//   React components (.tsx) PascalCase            AddCartResult.tsx
//   React hooks (web)       camelCase from "use"  useFormSubmit.ts
// After the first dot, qualifiers are kebab-case too: .test, .spec, .short-session.spec, .config, .d.
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** The problems of one repository-relative path (posix separators); none for files that are not source. */
export function fileNameProblems(path) {
  const parts = path.split('/');
  const file = parts.pop();
  const problems = parts.filter((folder) => !KEBAB.test(folder)).map((folder) => `${path}: folder "${folder}" is not kebab-case`);
  if (!SOURCE.test(file)) return problems;
  const [base, ...rest] = file.split('.');
  const qualifiers = rest.slice(0, -1);
  const extension = rest.at(-1);
  const inWeb = path.startsWith('apps/web/');
  const fits = KEBAB.test(base) || (extension === 'tsx' && PASCAL.test(base)) || (inWeb && HOOK.test(base));
  if (!fits) problems.push(`${path}: "${base}" is not kebab-case${extension === 'tsx' ? ', a PascalCase component' : ''}${inWeb ? ' or a useCamelCase hook' : ''}`);
  for (const q of qualifiers) if (!KEBAB.test(q)) problems.push(`${path}: ".${q}" is not kebab-case`);
  return problems;
}
