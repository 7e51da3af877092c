/** What one delivery attempt came to (docs/adr/0032-purchase-orders-out.md, retry policy). */
export type AttemptOutcome
  = | { kind: 'sent'; detail: string }
    /** The contractor answered 4xx (HTTP or cXML Status): retrying the same document cannot help. */
    | { kind: 'refused'; detail: string }
    /** Down, a timeout, 5xx, 408/429 or an unreadable answer: tried again later. */
    | { kind: 'retry'; detail: string }
    /** Nothing to send: a cancellation of a purchase order the contractor had refused. */
    | { kind: 'withdrawn'; detail: string };
