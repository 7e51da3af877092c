import type { ComponentType } from 'react';
import type { LayoutProps } from '../layouts/types';
import type { LayoutName } from '../screens/types';

import type * as Layouts from '../layouts';

export type LayoutsModule = typeof Layouts;
export type LayoutComponent = ComponentType<LayoutProps>;

let pending: Promise<LayoutsModule> | undefined;

/** The layouts chunk (header, footer, USWDS components), fetched once, with the first page. */
export function loadLayouts(): Promise<LayoutsModule> {
  pending ??= import('../layouts');
  return pending;
}

export async function loadLayout(name: LayoutName): Promise<LayoutComponent> {
  if (name === 'modal') return (await import('../layouts/ModalLayout')).ModalLayout;
  return (await loadLayouts()).LAYOUTS[name];
}
