import type { Envelope, StoreName, StoreSettings } from '@advantage/contracts';
import type { ErrorInterpretation } from '../../kit/interpreter/types';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import type { LayoutComponent, LayoutsModule } from './layouts-chunk';

export interface ScreenPageData {
  kind: 'screen';
  entry: ScreenEntry;
  envelope: Envelope;
  store: StoreName;
  settings?: StoreSettings;
  path: string;
  query: Record<string, string | string[]>;
  /** The in-app address of this page, where a dialog opened over it returns to. */
  url: string;
  Screen: ScreenComponent;
  Layout: LayoutComponent;
  /** Modal screens: the page underneath. */
  previous?: ScreenPageData;
}

export interface ErrorPageData {
  kind: 'error';
  error: Pick<ErrorInterpretation, 'title' | 'text' | 'fatal' | 'homeLink'> & Partial<ErrorInterpretation>;
  store: StoreName;
  settings?: StoreSettings;
  ui: LayoutsModule;
}

/** Nothing new to show (HTTP 401 or a PDF opened): the previous page stays. */
export interface NoPageData {
  kind: 'none';
  previous?: ScreenPageData;
}

export interface LeavingPageData {
  kind: 'leaving';
  to: string;
}

/** A step of the sign-in flow that leaves for the identity provider: its status message shows meanwhile. */
export interface StatusPageData {
  kind: 'status';
  message: string;
}

export type PageData = ScreenPageData | ErrorPageData | NoPageData | LeavingPageData | StatusPageData;
