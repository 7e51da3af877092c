import type { ResponseNameOf, ServerPath } from './methods.js';

/**
 * A row of the answer map carries no data: its type names the attributes of one answer (answers.ts). A file of its own
 * because every area's answer table needs it and contract.ts reads the whole map (docs/adr/0013-layers.md: no cycles).
 */
export interface Answer<A> {
  readonly attributes?: A;
}

/** The type of one answer's attributes, as a row of an answer table. */
export const answer = <A extends object>(): Answer<A> => ({});

/** Every path may name its response names only (a wrong path or name fails `satisfies`). */
export type AnswerRows = { readonly [P in ServerPath]?: { readonly [N in ResponseNameOf<P>]?: Answer<object> } };
