/** Store rules the journeys meet on the way (docs/adr/0016). */
import { VS_TEXT, VS_TITLES } from '@advantage/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * The agriculture store asks each session to acknowledge official business, in a dialog only an answer closes.
 * A journey through that store answers it when the page asks (the dialog comes with the page it is over).
 */
export async function acknowledgeOfficialBusiness(page: Page): Promise<void> {
  if ((await page.evaluate(() => localStorage.getItem('store'))) !== 'USDA') return;
  const dialog = page.getByRole('dialog', { name: VS_TITLES.acknowledge });
  const asked = await dialog.waitFor({ timeout: 2_000 }).then(() => true, () => false);
  if (!asked) return;
  await dialog.getByRole('button', { name: VS_TEXT.acknowledgeAction }).click();
  await expect(dialog).toHaveCount(0);
}
