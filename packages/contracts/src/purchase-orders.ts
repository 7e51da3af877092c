/**
 * Purchase orders out to the contractors (docs/adr/0032-purchase-orders-out.md): the delivery states, the order
 * channel an operator sets (scripts/contractor-channel.mjs), and the words the buyer and the operator read.
 */
import { z } from 'zod';

export const PO_DELIVERY_STATES = ['pending', 'sent', 'refused', 'failed', 'cancelled'] as const;
export type PoDeliveryState = (typeof PO_DELIVERY_STATES)[number];

/**
 * What a delivery carries (docs/adr/0032-purchase-orders-out.md): the purchase order, a change to it (lines
 * cancelled on our side after it went), or its cancellation.
 */
export const PO_DELIVERY_KINDS = ['order', 'change', 'cancel'] as const;
export type PoDeliveryKind = (typeof PO_DELIVERY_KINDS)[number];

export const ORDER_CHANNEL_KINDS = ['cxml', 'email'] as const;
export type OrderChannelKind = (typeof ORDER_CHANNEL_KINDS)[number];

/** The development contractor receiver (served only where the development mailbox is). */
export const DEMO_CONTRACTOR_CXML_PATH = '/dev/contractor/:contractorId/cxml';

const identity = z.string().trim().min(1, { error: 'is required' }).max(200, { error: 'is at most 200 characters' });
const domain = z.string().trim().min(1, { error: 'is required' }).max(100, { error: 'is at most 100 characters' });

export const emailChannelInputSchema = z.object({
  kind: z.literal('email'),
  email: z.email({ error: 'is not an email address' }).max(254),
});

export const cxmlChannelInputSchema = z.object({
  kind: z.literal('cxml'),
  endpointUrl: z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }).max(2000),
  fromDomain: domain,
  fromIdentity: identity,
  toDomain: domain,
  toIdentity: identity,
  senderDomain: domain,
  senderIdentity: identity,
  /** Sent with every OrderRequest; kept encrypted, never shown back. */
  sharedSecret: z.string().min(8, { error: 'must be at least 8 characters' }).max(500),
});

export const orderChannelInputSchema = z.discriminatedUnion('kind', [emailChannelInputSchema, cxmlChannelInputSchema]);
export type OrderChannelInput = z.infer<typeof orderChannelInputSchema>;

export const PO_TEXT = {
  /** The note on the order's status history the buyer reads on the order details. */
  transmitted: (channel: OrderChannelKind) =>
    channel === 'cxml' ? 'Transmitted to the contractor (electronic purchase order).' : 'Transmitted to the contractor (purchase order by email).',
  httpOnlyLocal: 'must use https (plain http only to localhost or 127.0.0.1, or with PO_ALLOW_HTTP in development)',
  emailSubject: (orderNumber: string) => `Purchase order ${orderNumber} from GSA Advantage`,
  notTransmitted: 'Not transmitted: the contractor did not accept the purchase order before the retries ran out.',
  /** The note on the order's status history once the cancellation reached the contractor. */
  cancellationTransmitted: (channel: OrderChannelKind) =>
    channel === 'cxml' ? 'Cancellation transmitted to the contractor (electronic purchase order).' : 'Cancellation transmitted to the contractor (by email).',
  cancellationSubject: (orderNumber: string) => `Cancellation of purchase order ${orderNumber} from GSA Advantage`,
  /** The note on the order's status history once a change (lines cancelled) reached the contractor. */
  changeTransmitted: (channel: OrderChannelKind) =>
    channel === 'cxml' ? 'Change transmitted to the contractor (electronic purchase order).' : 'Change transmitted to the contractor (by email).',
  changeSubject: (orderNumber: string) => `Change to purchase order ${orderNumber} from GSA Advantage`,
  /** Why a change was not sent: the contractor had refused the purchase order itself. */
  changeNotNeeded: 'Not sent: the contractor refused the purchase order, so there is nothing to change.',
  /** Why a change was not sent: the whole order was cancelled before it went, and the cancellation says it all. */
  changeSuperseded: 'Not sent: the order was cancelled before this change went out.',
  /** Why a purchase order was never sent: the order was cancelled before it went. */
  withdrawn: 'Not sent: the order was cancelled before its purchase order went out.',
  /** Why a cancellation was not sent: the contractor had refused the purchase order itself. */
  cancellationNotNeeded: 'Not sent: the contractor refused the purchase order, so there is nothing to cancel.',
} as const;
