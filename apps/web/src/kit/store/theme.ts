/**
 * Themes of docs/product/accounts-and-sign-in.md: adv19 uses the 'ux' style sheet, adv12 the 'ggs' one. Each sheet is its own CSS
 * chunk, fetched when a store with that theme is first shown; its rules are scoped by
 * `html[data-theme]`, so a sheet loaded earlier never leaks into the other theme.
 */
import { DEFAULT_THEME, THEME_STYLE_SHEET, type Theme, type ThemeStyleSheet } from '@advantage/contracts';

const SHEETS: Record<ThemeStyleSheet, () => Promise<unknown>> = {
  ux: () => import('../../themes/ux.css'),
  ggs: () => import('../../themes/ggs.css'),
};

const loaded = new Map<ThemeStyleSheet, Promise<unknown>>();

export function applyTheme(theme: Theme | undefined): Promise<void> {
  const chosen = theme ?? DEFAULT_THEME;
  document.documentElement.dataset.theme = chosen;
  const sheet = THEME_STYLE_SHEET[chosen];
  let pending = loaded.get(sheet);
  if (!pending) {
    pending = SHEETS[sheet]().catch(() => {
      // A failed sheet leaves the plain USWDS look; try again on the next switch.
      loaded.delete(sheet);
    });
    loaded.set(sheet, pending);
  }
  return pending.then(() => undefined);
}
