/** Store rules the journeys meet on the way (docs/adr/0016). */
import { VS_TEXT, VS_TITLES } from '@advantage/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * The agriculture store asks each session to acknowledge official business, in a dialog only an answer closes.
 * A journey through that store answers it when the page asks. The dialog comes in the same render as the page it is
 * over, so once the page's heading (or the dialog) shows, whether it was asked is settled: no fixed wait that a
 * loaded machine could outlast.
 */
export async function acknowledgeOfficialBusiness(page: Page): Promise<void> {
  if ((await page.evaluate(() => localStorage.getItem('store'))) !== 'USDA') return;
  const dialog = page.getByRole('dialog', { name: VS_TITLES.acknowledge });
  await expect(dialog.or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  if (!(await dialog.isVisible())) return;
  await dialog.getByRole('button', { name: VS_TEXT.acknowledgeAction }).click();
  await expect(dialog).toHaveCount(0);
}
