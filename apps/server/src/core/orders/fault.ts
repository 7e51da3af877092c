/**
 * A fault hook for the reliability tests (docs/architecture.md, Security ): with NODE_ENV=test and
 * CHECKOUT_FAULT set, the order transaction fails or stalls after every row is written and before it
 * commits. In any other environment the hook does nothing, whatever the variable says.
 *
 * - `throw-after-insert`: throws, so the transaction rolls back (nothing may remain).
 * - `sleep-before-commit`: prints a marker on stderr and waits, so a test can kill the process with
 *   SIGKILL while the transaction is open.
 */
export const FAULT_MARKER = 'checkout-fault: transaction open, waiting before commit';

export class InjectedFault extends Error {
  constructor() {
    super('injected checkout fault after the order insert');
    this.name = 'InjectedFault';
  }
}

export async function checkoutFault(): Promise<void> {
  if (process.env.NODE_ENV !== 'test') return;
  const fault = process.env.CHECKOUT_FAULT;
  if (fault === 'throw-after-insert') throw new InjectedFault();
  if (fault === 'sleep-before-commit') {
    process.stderr.write(`${FAULT_MARKER}\n`);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
}
