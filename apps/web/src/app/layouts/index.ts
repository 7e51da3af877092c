/** The layouts chunk: loaded with the first page, shared by every page after it. */
import type { ComponentType } from 'react';
import type { LayoutName } from '../screens/types';
import { ClassicLayout, GenericErrorLayout, HelpLayout, IndexLayout, UsmcLayout, VirtualStoreLayout } from './layouts';
import type { LayoutProps } from './types';

/** The modal layout is its own chunk (ModalLayout.tsx): the dialog and its focus trap load with the first dialog. */
export const LAYOUTS: Record<Exclude<LayoutName, 'modal'>, ComponentType<LayoutProps>> = {
  'index': IndexLayout,
  'classic': ClassicLayout,
  'help': HelpLayout,
  'virtual-store': VirtualStoreLayout,
  'usmc': UsmcLayout,
  'generic-error': GenericErrorLayout,
};

export { ErrorView } from './ErrorView';
export type { LayoutProps } from './types';
