/**
 * Answers of a path the store gate leaves open that carry store content all the same: a page that is a
 * store-limited agreement's document (information/page). The verb marks its request; the gate (modules/vs,
 * ADR 0016) then checks its answer like any store-content path's.
 */
import type { FastifyRequest } from 'fastify';

const marked = new WeakSet<FastifyRequest>();

export function markStoreContent(request: FastifyRequest): void {
  marked.add(request);
}

export function isStoreContent(request: FastifyRequest): boolean {
  return marked.has(request);
}
