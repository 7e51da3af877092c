import type { ComponentType } from 'react';
import type { LayoutProps, LayoutsModule } from '../layouts/types';
import type { LayoutName } from '../../kit/screens/types';

export type { LayoutsModule } from '../layouts/types';
export type LayoutComponent = ComponentType<LayoutProps>;

/** The two chunks of layouts: the page layouts, and the modal layout (the dialog and its focus trap) on its own. */
export interface LayoutChunks {
  layouts: () => Promise<LayoutsModule>;
  modal: () => Promise<LayoutComponent>;
}

let chunks: LayoutChunks | undefined;
let pending: Promise<LayoutsModule> | undefined;

/**
 * The app layer gives the chunks' import() (createAppRouter): the layouts import the sign-in actions, whose failures
 * show a takeover that loads the layouts, so a loader in this layer would close that loop (docs/adr/0013-layers.md).
 */
export function provideLayouts(provided: LayoutChunks): void {
  chunks = provided;
}

function provided(): LayoutChunks {
  if (!chunks) throw new Error('The layouts chunks were not provided: createAppRouter provides them at start.');
  return chunks;
}

/** The layouts chunk (header, footer, USWDS components), fetched once, with the first page. */
export async function loadLayouts(): Promise<LayoutsModule> {
  pending ??= provided().layouts();
  return pending;
}

export async function loadLayout(name: LayoutName): Promise<LayoutComponent> {
  if (name === 'modal') return provided().modal();
  return (await loadLayouts()).LAYOUTS[name];
}
