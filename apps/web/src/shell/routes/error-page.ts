import { currentStore } from '../../kit/store/store-state';
import { applyTheme } from '../../kit/store/theme';
import { loadLayouts } from './layouts-chunk';
import type { ErrorPageData } from './page-data';

/** An error screen of the app's own (not a server answer), in the current store's look. */
export async function errorPage(error: ErrorPageData['error']): Promise<ErrorPageData> {
  const { store, theme, settings } = currentStore();
  const [ui] = await Promise.all([loadLayouts(), applyTheme(theme)]);
  return { kind: 'error', error, store, ui, ...(settings ? { settings } : {}) };
}
