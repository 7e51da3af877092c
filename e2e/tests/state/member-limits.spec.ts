/**
 * The supervisor sets a member's limit per order in the app (ADR 0027): the demo supervisor opens "Members you
 * supervise" from the account menu, sees the Springfield buyer at $2,500.00 per order, is refused a limit above
 * the highest and a new supervisor who did not validate the city, and raises the limit with the keyboard alone;
 * the buyer's eligibility then shows the new limit, and the buyer's own list is empty (they cannot change their
 * own). Axe and no sideways scroll at 390 and 1280 px. The buyer and the supervisor are members of the test's
 * own on the main server (support/members.ts): the buyer's limit is this test's alone.
 */
import { STATE_LIMIT_TEXT } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { accountMenu, displayName, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMember } from '../../support/members';

test.describe.configure({ timeout: 180_000 });

test('the supervisor changes the limit per order of the member they supervise; the member cannot change their own', async ({ page, browser, baseURL }) => {
  // Copy k of the state buyer is supervised by copy k of the state supervisor (docs/adr/0030-members-of-their-own.md).
  const buyer = ownMember('purchasing@springfield.il.us');
  const supervisor = ownMember('supervisor@springfield.il.us');
  const buyerName = displayName(buyer);
  await signIn(page, supervisor, '/ws/main/start_page?store=STATE');
  await accountMenu(page, supervisor).click();
  await page.getByRole('link', { name: 'Members you supervise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members You Supervise' })).toBeVisible();
  const listed = page.getByRole('list', { name: 'Members you supervise' }).getByRole('listitem').filter({ hasText: buyer.email });
  await expect(listed.getByRole('heading', { level: 2, name: buyerName })).toBeVisible();
  await expect(listed).toContainText('Limit per order$2,500.00');
  await expectFitsAtAllWidths(page, 'member_limits', { axe: true });

  // Keyboard only: the one member is chosen already; the limit field is reached with Tab and sent with Enter.
  const member = page.getByRole('combobox', { name: /^Member/ });
  await expect(member).toHaveValue(/.+/);
  await member.focus();
  await page.keyboard.press('Tab');
  const limit = page.getByRole('textbox', { name: /^Limit per order/ });
  await expect(limit).toBeFocused();
  await expect(limit).toHaveValue('2500.00');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('15000.01');
  await page.keyboard.press('Enter');
  await expect(page.locator('#purchaseLimit-error')).toHaveText(STATE_LIMIT_TEXT.limitFormat);
  await expectNoAxeViolations(page);

  // Handing the buyer to someone who did not validate the city is refused on its field by the server.
  await limit.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3000');
  await page.keyboard.press('Tab');
  const next = page.getByRole('textbox', { name: /^Hand the member to another supervisor/ });
  await expect(next).toBeFocused();
  await page.keyboard.type('nobody@springfield.il.us');
  await page.keyboard.press('Enter');
  await expect(page.locator('#supervisorEmail-error')).toHaveText(STATE_LIMIT_TEXT.supervisorNotEligible('nobody@springfield.il.us', 'City of Springfield'));
  await expectFitsAtAllWidths(page, 'member_limits with errors', { axe: true });

  await next.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByText(STATE_LIMIT_TEXT.limitSaved(buyerName, '$3,000.00'))).toBeVisible();
  await expect(listed).toContainText('Limit per order$3,000.00');
  await expectFitsAtAllWidths(page, 'member_limits saved', { axe: true });

  // The buyer, in a browser of their own, reads the new limit on their eligibility; their own list is empty.
  const buyerContext = await browser.newContext({ baseURL });
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer, '/ws/main/start_page?store=STATE');
  await buyerPage.goto('/ws/state/stateValidation');
  const summary = buyerPage.getByRole('region', { name: 'Your eligibility is validated' });
  await expect(summary).toContainText('Limit per order$3,000.00');
  await expect(summary).toContainText(supervisor.email);
  await buyerPage.goto('/ws/state/member_limits');
  await expect(buyerPage.getByText(STATE_LIMIT_TEXT.noMembers)).toBeVisible();
  await expectFitsAtAllWidths(buyerPage, 'member_limits empty', { axe: true });
  await buyerContext.close();
});
