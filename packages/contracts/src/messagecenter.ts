/** The message center (docs/product/message-center.md "message center modal"): what the marketplace told a member. */
import { z } from 'zod';
import type { InputSchemas } from './input-schemas.js';

/** What a message is about; the same events send an email. */
export const MESSAGE_KINDS = ['order_placed', 'order_status', 'parked_cart', 'approval_request', 'approval_decision', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  order_placed: 'Order placed',
  order_status: 'Order status',
  parked_cart: 'Parked cart',
  approval_request: 'Approval request',
  approval_decision: 'Approval decision',
  notice: 'Notice',
};

/** The newest this many are listed; older ones stay counted. */
export const MESSAGE_CENTER_PAGE_SIZE = 50;

export interface MessageView {
  id: string;
  kind: MessageKind;
  title: string;
  body: string;
  /** An in-app path (`/ws/...`), or null. */
  link: string | null;
  /** ISO instant. */
  createdAt: string;
  read: boolean;
}

export interface MessageCenterAttributes {
  messages: MessageView[];
  unread: number;
  total: number;
  [key: string]: unknown;
}

export const MESSAGE_CENTER_INPUTS = {
  // view=count answers only the unread count (the header asks it when the app starts or reconnects).
  'main/message_center': { query: z.object({ view: z.enum(['count']).optional() }) },
  'main/message_center_read': {
    body: z
      .object({ messageId: z.uuid({ error: 'Choose a message to mark as read.' }).optional(), all: z.literal(true).optional() })
      .strict()
      .refine((v) => (v.messageId === undefined) !== (v.all === undefined), { message: 'Choose one message to mark as read, or all of them.', path: ['messageId'] }),
  },
} satisfies Record<string, InputSchemas>;
