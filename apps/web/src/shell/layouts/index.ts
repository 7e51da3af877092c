/** The layouts chunk: loaded with the first page, shared by every page after it. */
import { ClassicLayout, GenericErrorLayout, HelpLayout, IndexLayout, UsmcLayout, VirtualStoreLayout } from './layouts';
import type { LayoutsModule } from './types';

/** The modal layout is its own chunk (ModalLayout.tsx): the dialog and its focus trap load with the first dialog. */
export const LAYOUTS: LayoutsModule['LAYOUTS'] = {
  'index': IndexLayout,
  'classic': ClassicLayout,
  'help': HelpLayout,
  'virtual-store': VirtualStoreLayout,
  'usmc': UsmcLayout,
  'generic-error': GenericErrorLayout,
};

export { ErrorView } from './ErrorView';
export type { LayoutProps } from './types';
