import type { StoreName, StoreSettings } from '@advantage/contracts';
import type { ReactNode } from 'react';
import type { ScreenEntry } from '../screens/types';

export interface LayoutProps {
  store: StoreName;
  settings?: StoreSettings;
  /** The registry row being shown; absent for the app's own pages (404, unmapped /ds). */
  entry?: ScreenEntry;
  /** docs/product/errors.md: fatal errors use a simple header and no home link. */
  fatal?: boolean;
  homeLink?: boolean;
  /** Modal layout only: the page the dialog opens over, and where closing it goes. */
  background?: ReactNode;
  onDismiss?: () => void;
  children: ReactNode;
}
