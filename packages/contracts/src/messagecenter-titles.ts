/**
 * The message center's texts (the header's "Messages (N)" link reads them), apart from its input schemas
 * (messagecenter.ts) so that the header does not bring zod into the landing bundle.
 */

export const MESSAGE_CENTER_TEXT = {
  title: 'Message Center',
  empty: 'You have no messages. Order status changes, parked carts forwarded to you and approval requests and decisions appear here.',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  unreadLabel: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  notFound: 'This message is not in your message center.',
} as const;
