import type { ComponentType } from 'react';
import type { LaterScreen } from './types';

/** The component exports of a section; the registry's `satisfies` checks each takes the answer it is listed for. */
type ScreenExports<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M];

/**
 * Binds a section's dynamic import once; `screen('StartPage')` then loads that chunk and picks the
 * export. Every screen of a section shares the section's chunk.
 */
export function section<M>(importer: () => Promise<M>) {
  return <K extends ScreenExports<M>>(name: K) =>
    async (): Promise<M[K]> =>
      (await importer())[name];
}

export function later(owner: string): LaterScreen {
  return { later: owner };
}
