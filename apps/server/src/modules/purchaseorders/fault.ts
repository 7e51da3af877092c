/**
 * A fault hook for the crash test (purchaseorders/crash.test.ts): with NODE_ENV=test and PO_FAULT=sleep-after-claim
 * the worker prints a marker after claiming deliveries and waits, so the test can kill the process with SIGKILL
 * between the order's commit and its delivery. In any other environment it does nothing.
 */
export const PO_FAULT_MARKER = 'purchase-orders-fault: deliveries claimed, waiting before sending';

export async function poFault(): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.PO_FAULT !== 'sleep-after-claim') return;
  process.stderr.write(`${PO_FAULT_MARKER}\n`);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
}
