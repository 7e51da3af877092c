/**
 * categories/*: the category tree (all, products only), the special programs and the service category
 * menu (JSON, and the plain-text form of docs/architecture.md written by `serviceCategoryText`). The client keeps
 * each after its first load; the server lets the browser keep them for an hour.
 */
import {
  type CategoryTreeAttributes, serviceCategoryText, type ServiceCategoryListAttributes, type SpecialCategoryListAttributes,
} from '@advantage/contracts';
import type { FastifyReply } from 'fastify';
import type { Reference } from './reference.js';

/** Private: a response may carry the session cookie, which a shared cache must not keep. */
export function cacheCategoryList(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, max-age=3600');
}

export function categoryListVerbs(ref: Reference) {
  return {
    all: async (): Promise<CategoryTreeAttributes> => ({ categories: (await ref.categories()).tree(null) }),
    products: async (): Promise<CategoryTreeAttributes> => ({ categories: (await ref.categories()).tree(null, 'product') }),
    special: async (): Promise<SpecialCategoryListAttributes> => ({ programs: await ref.programs() }),
    servicesJson: async (): Promise<ServiceCategoryListAttributes> => ({ serviceCategories: await ref.serviceCategories() }),
    servicesText: async (): Promise<string> => serviceCategoryText(await ref.serviceCategories()),
  };
}
