/**
 * The screen table as the shell sees it: a port the app layer fills at start (router.tsx), so the routes and the
 * form kit look screens up without importing the registry, which sits above them and lazily loads the sections
 * that import the shell (docs/adr/0013-layers.md).
 */
import type { InterpretContext } from './types';

export type ScreenLookup = InterpretContext['lookup'];

let provided: ScreenLookup | undefined;

export function provideScreens(lookup: ScreenLookup): void {
  provided = lookup;
}

export const findScreen: ScreenLookup = (store, path, responseName) => {
  if (!provided) throw new Error('The screen table was not provided: createAppRouter({ lookup }) provides it at start.');
  return provided(store, path, responseName);
};
