/**
 * The header at a desktop's 1280 px with a long member name and a cart count, and the search box's
 * placeholder at 390 px and 1280 px (issue 17): the menu items stay on one line inside the header, and the
 * placeholder is shown whole.
 */
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, headerSignIn, signInAtProvider } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { layoutProblems } from '../../support/layout';

const buyer = demoAccount('field.office@usda.gov');
/** A member name as long as the profile allows in practice (first and last name, a double-barrelled surname). */
const LONG_NAME = 'Maximiliana Alexandrina Featherstonehaugh-Worthington';

/** The placeholder's width in the input's font against the room inside the input. */
async function placeholderRoom(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const input = document.getElementById('header-search') as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(text), room: Math.floor(room) };
  });
}

/** Each top-level menu item's box, and the header's inner edges. */
async function menuRow(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('.adv-header .usa-nav-container')!.getBoundingClientRect();
    const items = [...document.querySelectorAll('.adv-header .usa-nav__primary > .usa-nav__primary-item > :is(a, button)')].map((e) => {
      const r = e.getBoundingClientRect();
      return { text: (e.textContent ?? '').trim(), top: Math.round(r.top), height: Math.round(r.height), left: r.left, right: r.right };
    });
    return { left: container.left, right: container.right, items };
  });
}

test('1280 px: a long member name, Cart (N) and Messages (N) keep the menu on one line; the placeholder is whole', async ({ page }) => {
  // The member's name and cart as the sign-in answer gives them, made as long as a header must bear.
  await page.route('**/rs/login/mfa_sign_in*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { responseType: string; attributes: Record<string, unknown> };
    if (body.responseType === 'AUTHENTICATED') {
      body.attributes.user = { ...(body.attributes.user as object), name: LONG_NAME };
      body.attributes.cart = { cartId: 1, version: 1, itemCount: 128, totalCents: 0 };
    }
    await route.fulfill({ response, json: body });
  });
  // And as many unread messages as the cart has items.
  await page.route('**/rs/main/message_center?view=count', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { attributes: Record<string, unknown> };
    body.attributes.unread = 128;
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/ws/main/start_page?store=ADVANTAGE');
  await expect(page.getByRole('combobox', { name: 'Search products and services' })).toBeVisible();
  const fresh = await placeholderRoom(page);
  expect(fresh.text).toBeLessThanOrEqual(fresh.room);
  await headerSignIn(page).click();
  await signInAtProvider(page, buyer);
  const account = page.getByRole('banner').getByRole('button', { name: `Account menu for ${LONG_NAME}` });
  await expect(account).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart \(128\)/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages \(128\)/ })).toBeVisible();

  const row = await menuRow(page);
  const [first] = row.items;
  expect(row.items.map((i) => i.text)).toEqual(['Products', 'Services', 'Cart (128) items', 'Messages (128), 128 unread messages', `Account menu for ${LONG_NAME}`]);
  for (const item of row.items) {
    // One row, one line each (as tall as 'Products'), inside the header's edges.
    expect(item.top, item.text).toBe(first!.top);
    expect(item.height, item.text).toBe(first!.height);
    expect(item.left, item.text).toBeGreaterThanOrEqual(row.left - 0.5);
    expect(item.right, item.text).toBeLessThanOrEqual(row.right + 0.5);
  }
  expect(await layoutProblems(page)).toEqual([]);
  const signedIn = await placeholderRoom(page);
  expect(signedIn.text).toBeLessThanOrEqual(signedIn.room);
  await expectNoAxeViolations(page);
});

test('390 px and the adv12 header: the search placeholder is whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ws/main/start_page?store=ADVANTAGE');
  await page.getByRole('button', { name: 'Menu' }).click();
  const search = page.getByRole('combobox', { name: 'Search products and services' });
  await expect(search).toBeVisible();
  await expect.poll(async () => (await search.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
  const phone = await placeholderRoom(page);
  expect(phone.text).toBeLessThanOrEqual(phone.room);
  expect(await layoutProblems(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/ws/main/start_page?store=FSS');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv12');
  await expect(search).toBeVisible();
  const ggs = await placeholderRoom(page);
  expect(ggs.text).toBeLessThanOrEqual(ggs.room);
});
