/**
 * A fault hook for the publication crash test (docs/adr/0028-catalog-intake.md): with NODE_ENV=test and
 * CATALOG_FAULT=sleep-before-commit, a publication prints a marker once every statement has run and waits before
 * it commits, so the test can kill the process with SIGKILL while the transaction is open. In any other
 * environment the hook does nothing, whatever the variable says.
 */
export const CATALOG_FAULT_MARKER = 'catalog-fault: publication applied, waiting before commit';

export async function catalogFault(): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.CATALOG_FAULT !== 'sleep-before-commit') return;
  process.stderr.write(`${CATALOG_FAULT_MARKER}\n`);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
}
