import type { Envelope, ResponseNameOf, ScreenEnvelope, ServerPath, StoreName } from '@advantage/contracts';
import type { ReactNode } from 'react';

export type LayoutName = 'index' | 'classic' | 'help' | 'modal' | 'virtual-store' | 'usmc' | 'generic-error';
export type ModalClass = 'right' | 'left-medium' | 'right-medium' | 'center';

export interface ScreenFlags {
  hideSearchBar?: boolean;
  hideCategories?: boolean;
  hideShopNow?: boolean;
}

/** The envelope of the screen `N` of path `P`, its attributes typed by the contracts' answer map; any envelope otherwise. */
export type ScreenEnvelopeOf<P extends string, N extends string> = P extends ServerPath
  ? (N extends ResponseNameOf<P> ? ScreenEnvelope<P, N> : Envelope)
  : Envelope;

/** A screen's props; a screen registered for one (path, response name) takes that answer's envelope (PropsOf). */
export interface ScreenProps<E extends Envelope = Envelope> {
  envelope: E;
  /** The server path without `/ws/`, e.g. `main/start_page`. */
  path: string;
  query: Record<string, string | string[]>;
  entry: ScreenEntry;
  store: StoreName;
}

/** The props of the screen of answer `N` of path `P`: its attributes typed by the contracts' answer map. */
export type PropsOf<P extends ServerPath, N extends ResponseNameOf<P>> = ScreenProps<ScreenEnvelope<P, N>>;

/** A function component: a class's `defaultProps` would make the props' type invariant. */
export type ScreenComponent = (props: ScreenProps) => ReactNode;

/** One row of a screen registry: how the answer `path` + `responseName` is shown (docs/architecture.md, The request spine). */
export interface ScreenEntry<P extends string = string, N extends string = string> {
  layout: LayoutName;
  modalClass?: ModalClass;
  /** False for session-expiry, must-acknowledge and registration dialogs (docs/product/README.md). Defaults to true. */
  dismissible?: boolean;
  title: string;
  flags?: ScreenFlags;
  /** Loads the screen's section chunk and returns the screen component. */
  load: () => Promise<(props: ScreenProps<ScreenEnvelopeOf<P, N>>) => ReactNode>;
}

/**
 * A response name the contracts declare whose screen comes with a later issue. Listing it keeps the
 * registry exhaustive for the type check; until then the answer is the 'Unexpected Response Error'.
 */
export interface LaterScreen {
  readonly later: string;
}

/** A screen registered for a (path, response name) must take that answer's envelope (or any envelope). */
export type PathScreens<P extends ServerPath> = { readonly [R in ResponseNameOf<P>]: ScreenEntry<P, R> | LaterScreen };

/**
 * A registry may leave a path out, but a path it lists must name every response the method table
 * declares for it: a missing response name, an unknown one or an unknown path fails `satisfies`.
 */
export type ScreenRegistry = { readonly [P in ServerPath]?: PathScreens<P> };

export function isScreenEntry(value: ScreenEntry | LaterScreen | undefined): value is ScreenEntry {
  return value !== undefined && 'load' in value;
}
