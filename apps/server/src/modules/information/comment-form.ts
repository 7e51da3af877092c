import { COMMENT_TOPICS, type CommentFormAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import type { InformationContext } from './context.js';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** The Request Customer Service form (Initial), prefilled from the signed-in member and from the link that opened it. */
export function commentForm(request: FastifyRequest, ctx: InformationContext): CommentFormAttributes {
  const { topic, orderNumber } = request.query as { topic?: string; orderNumber?: string };
  const member = request.member;
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
