import { expect, test } from '@playwright/test';
import { accountMenu, demoAccount, displayName, expectPasswordStep, expectSignedIn, providerLogin, signIn, signInAtProvider } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';

const marine = demoAccount('marine.buyer@usmc.mil');
const supervisor = demoAccount('aac.supervisor@army.mil');

test('Switch user: the provider session ends, another member signs in and the header shows that member', async ({ page, baseURL }) => {
  await signIn(page, marine, '/ws/main/start_page?store=USMC');
  expect(await providerLogin(page)).toBe(marine.email);

  await accountMenu(page, marine).click();
  await page.getByRole('button', { name: 'Switch user', exact: true }).click();
  // docs/product/accounts-and-sign-in.md: the provider session is deleted first, so the provider asks who signs in.
  await expectPasswordStep(page);
  expect(await providerLogin(page)).toBeNull();
  await signInAtProvider(page, supervisor);

  await expectSignedIn(page, supervisor);
  await expect(page.getByRole('banner')).not.toContainText(displayName(marine));
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/ws/main/home`));
  expect(await providerLogin(page)).toBe(supervisor.email);
  expect(await page.evaluate(() => sessionStorage.getItem('oktaUserLogin'))).toBe(supervisor.email);
  await expectNoAxeViolations(page);
});
