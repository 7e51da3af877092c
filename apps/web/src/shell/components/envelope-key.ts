/**
 * A screen stays mounted when the address changes to another answer of the same screen (another page,
 * other filters, a form's Failure): keying the screen's body by its envelope starts its state afresh
 * from each new answer, while state changed in place (a save shown in place) stays until then.
 */
const keys = new WeakMap<object, number>();
let next = 0;

export function envelopeKey(envelope: object): number {
  let key = keys.get(envelope);
  if (key === undefined) {
    next += 1;
    key = next;
    keys.set(envelope, key);
  }
  return key;
}
