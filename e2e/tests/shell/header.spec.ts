/**
 * The header at a desktop's 1280 px with a long member name and a cart count, and the search box's
 * placeholder at 390 px and 1280 px: the menu items stay on one line inside the header, and the
 * placeholder is shown whole. At 390 px the MENU drawer closes whenever a page is chosen in it (Cart, an
 * account page, a category), with the keyboard alone, and the new page's main takes the focus.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAccount, displayName, headerSignIn, signIn, signInAtProvider } from '../../support/auth';
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

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 25) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('390 px, keyboard alone: the MENU drawer closes when Cart, an account page or a category is chosen in it', async ({ page }) => {
  await signIn(page, buyer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ws/cart/shopping_cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  const drawer = page.getByRole('navigation', { name: 'Primary navigation' });

  /** Opens the drawer from its Menu button with Enter (reached back from the page's main): the focus moves into it. */
  async function openDrawer(key: 'Tab' | 'Shift+Tab' = 'Shift+Tab') {
    await tabTo(page, menu, key);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  }
  /** The drawer is gone from over the new page, and the page's main has the focus. */
  async function expectClosedOn(url: RegExp) {
    await expect(page).toHaveURL(url);
    await expect(drawer).toBeHidden();
    await expect(page.locator('.usa-overlay')).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => document.body.classList.contains('usa-js-mobile-nav--active'))).toBe(false);
  }

  // An account page.
  await openDrawer('Tab');
  await expectNoAxeViolations(page);
  await tabTo(page, drawer.getByRole('button', { name: `Account menu for ${displayName(buyer)}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('link', { name: 'Order history' }));
  await page.keyboard.press('Enter');
  await expectClosedOn(/\/ws\/orderhistory\/my_orders/);
  await expectNoAxeViolations(page);

  // Cart.
  await openDrawer();
  await tabTo(page, drawer.getByRole('link', { name: /^Cart/ }));
  await page.keyboard.press('Enter');
  await expectClosedOn(/\/ws\/cart\/shopping_cart/);

  // A product category.
  await openDrawer();
  await tabTo(page, drawer.getByRole('button', { name: 'Products' }));
  await page.keyboard.press('Enter');
  const category = drawer.locator('#product-categories a').first();
  await expect(category).toBeVisible();
  await tabTo(page, category);
  await page.keyboard.press('Enter');
  await expectClosedOn(/\/ws\/search\//);
  expect(await layoutProblems(page)).toEqual([]);
});
