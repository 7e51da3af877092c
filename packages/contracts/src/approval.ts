/**
 * What an approval is of (ADR 0022): a funds-control cart (fundscontrol.ts) and a state or local order sent to
 * the supervisor (state-authorization.ts) each keep a copy of what they ask approval for, and the order is placed
 * from that copy. A change of the cart or of the ship-to entry in the address book after submission does not ride
 * on the approval: the request is withdrawn when it is decided, and the buyer is told why.
 */

/**
 * What changed since submission: the cart's lines, the ship-to entry, a FEDSTRIP cart's requisitions (their codes,
 * or the address-book entry of an AAC they ship to), or a request from before copies were kept.
 */
export type ApprovalChange = 'cart' | 'shipTo' | 'requisitions' | 'missing';

const WHAT: Record<ApprovalChange, string> = {
  cart: 'the items in the cart changed',
  shipTo: 'the ship-to address was changed in the address book',
  requisitions: 'the requisitions or the address of an AAC they ship to changed',
  missing: 'it was sent before requests kept a copy of what they ask approval for',
};

export const APPROVAL_TEXT = {
  /** The approver's screen, on a pending request that can no longer be ordered as submitted. */
  changedPending: (change: ApprovalChange) =>
    `After this order was submitted, ${WHAT[change]}. It cannot be approved as submitted: deciding it withdraws it, and the buyer is told to submit it again.`,
  /** The reason kept on the withdrawn request and emailed to the buyer. */
  withdrawnReason: (change: ApprovalChange) =>
    `Withdrawn because ${WHAT[change]} after it was submitted. Nothing was ordered; check the cart and the address and submit it again.`,
  /** The approver's answer when their decision found the request changed. */
  withdrawnNotice: (change: ApprovalChange) =>
    `Nothing was ordered: ${WHAT[change]} after the order was submitted, so the request was withdrawn and the buyer has been told.`,
  /** A grant the buyer held at submission and lost since (revoked, or never approved for an AAC of the copy). */
  noGrant: (aac: string) => `The buyer no longer holds an approved grant for AAC ${aac}, so the order cannot go to it.`,
  locked: (aac: string) => `The buyer’s grant for AAC ${aac} is locked after wrong passwords; it cannot be ordered to until the lock ends.`,
} as const;
