import type { Envelope, ResponseNameOf, ServerPath, StoreName } from '@advantage/contracts';
import type { ComponentType } from 'react';

export type LayoutName = 'index' | 'classic' | 'help' | 'modal' | 'virtual-store' | 'usmc' | 'generic-error';
export type ModalClass = 'right' | 'left-medium' | 'right-medium' | 'center';

export interface ScreenFlags {
  hideSearchBar?: boolean;
  hideCategories?: boolean;
  hideShopNow?: boolean;
}

export interface ScreenProps {
  envelope: Envelope;
  /** The server path without `/ws/`, e.g. `main/start_page`. */
  path: string;
  query: Record<string, string | string[]>;
  entry: ScreenEntry;
  store: StoreName;
}

export type ScreenComponent = ComponentType<ScreenProps>;

/** One row of a screen registry: how the answer `path` + `responseName` is shown (docs/architecture.md, The request spine). */
export interface ScreenEntry {
  layout: LayoutName;
  modalClass?: ModalClass;
  /** False for session-expiry, must-acknowledge and registration dialogs (docs/product/README.md). Defaults to true. */
  dismissible?: boolean;
  title: string;
  flags?: ScreenFlags;
  /** Loads the screen's section chunk and returns the screen component. */
  load: () => Promise<ScreenComponent>;
}

/**
 * A response name the contracts declare whose screen comes with a later issue. Listing it keeps the
 * registry exhaustive for the type check; until then the answer is the 'Unexpected Response Error'.
 */
export interface LaterScreen {
  readonly later: string;
}

export type PathScreens<P extends ServerPath> = { readonly [R in ResponseNameOf<P>]: ScreenEntry | LaterScreen };

/**
 * A registry may leave a path out, but a path it lists must name every response the method table
 * declares for it: a missing response name, an unknown one or an unknown path fails `satisfies`.
 */
export type ScreenRegistry = { readonly [P in ServerPath]?: PathScreens<P> };

export function isScreenEntry(value: ScreenEntry | LaterScreen | undefined): value is ScreenEntry {
  return value !== undefined && 'load' in value;
}
