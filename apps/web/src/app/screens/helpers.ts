import type { LaterScreen, ScreenComponent } from './types';

type ScreenExports<M> = { [K in keyof M]: M[K] extends ScreenComponent ? K : never }[keyof M];

/**
 * Binds a section's dynamic import once; `screen('StartPage')` then loads that chunk and picks the
 * export. Every screen of a section shares the section's chunk.
 */
export function section<M>(importer: () => Promise<M>) {
  return <K extends ScreenExports<M>>(name: K) =>
    async (): Promise<ScreenComponent> =>
      (await importer())[name] as ScreenComponent;
}

export function later(owner: string): LaterScreen {
  return { later: owner };
}
