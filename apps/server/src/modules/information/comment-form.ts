import { COMMENT_TOPICS, type CommentFormAttributes } from '@advantage/contracts';
import type { Member } from '../../lib/member.js';
import type { InformationContext } from './context.js';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** The Request Customer Service form (Initial), prefilled from the signed-in member and from the link that opened it. */
export function commentForm(
  member: Member | null,
  ctx: InformationContext,
  { topic, orderNumber }: { topic?: string | undefined; orderNumber?: string | undefined },
): CommentFormAttributes {
  return {
    storeID: ctx.storeId,
    values: {
      name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      topic: COMMENT_TOPICS.some((t) => t.value === topic) ? (topic ?? '') : '',
      orderNumber: orderNumber && ORDER_NUMBER.test(orderNumber) ? orderNumber : '',
      message: '',
    },
  };
}
