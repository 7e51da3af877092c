import type { StoreName, StoreSettings } from '@advantage/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { ErrorDetailRecord } from '../../kit/interpreter/types';
import type { LayoutName, ScreenEntry } from '../../kit/screens/types';

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

export interface ErrorViewProps {
  title: string;
  text: string;
  detail?: ErrorDetailRecord;
  msgType?: string;
  homeLink?: boolean;
}

/**
 * What the layouts chunk (layouts/index.ts) offers. Declared here, not read from the chunk, so the files that load
 * it (routes/layouts-chunk.ts) depend on the chunk only through the loader the app layer provides.
 */
export interface LayoutsModule {
  LAYOUTS: Record<Exclude<LayoutName, 'modal'>, ComponentType<LayoutProps>>;
  ErrorView: ComponentType<ErrorViewProps>;
}
