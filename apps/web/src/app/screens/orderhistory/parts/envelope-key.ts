/**
 * The screen stays mounted when the address changes to another answer of the same screen (another page,
 * other filters, another order): keying the screen's body by its envelope starts its state afresh from
 * each new answer, while state changed in place (a cancellation, a reconciliation) stays until then.
 */
const keys = new WeakMap<object, number>();
let next = 0;

export function envelopeKey(envelope: object): number {
  let key = keys.get(envelope);
  if (key === undefined) {
    key = ++next;
    keys.set(envelope, key);
  }
  return key;
}
