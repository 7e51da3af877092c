import { STORE_SECTION, type StoreName } from '@advantage/contracts';
import { GENERAL_SCREENS } from './general';
import { STORE_SCREENS } from './stores';
import { isScreenEntry, type LaterScreen, type ScreenEntry, type ScreenRegistry } from '../kit/screens/types';

type LooseRegistry = Readonly<Record<string, Readonly<Record<string, ScreenEntry | LaterScreen>> | undefined>>;

function entryIn(registry: ScreenRegistry, path: string, responseName: string): ScreenEntry | undefined {
  const screens = (registry as LooseRegistry)[path];
  const entry = screens && Object.hasOwn(screens, responseName) ? screens[responseName] : undefined;
  return isScreenEntry(entry) ? entry : undefined;
}

/** docs/architecture.md, The request spine: `screens[path][responseName]`, the store's section first, then the general one. */
export function findScreen(store: StoreName, path: string, responseName: string): ScreenEntry | undefined {
  return entryIn(STORE_SCREENS[STORE_SECTION[store]], path, responseName) ?? entryIn(GENERAL_SCREENS, path, responseName);
}

export const ALL_REGISTRIES: ReadonlyArray<readonly [name: string, registry: ScreenRegistry]> = [
  ['general', GENERAL_SCREENS],
  ...Object.entries(STORE_SCREENS),
];
