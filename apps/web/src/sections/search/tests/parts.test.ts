import { SEARCH_TEXTS } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { checkAdvanced, compact } from '../advanced/validate';
import { appHref } from '../../../shell/layouts/search-bar/menu-data';
import { money, totalText } from '../format';
import { pageSlots } from '../../../shell/components/Pagination';
import { deliveryLine, priceText } from '../parts/ResultItem';

describe('pagination slots (USWDS pattern)', () => {
  it('lists every page when there are at most seven', () => {
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last, the current page and its neighbours', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('result texts', () => {
  it('writes cents as dollars and capped totals with a plus', () => {
    expect(money(123456)).toBe('$1,234.56');
    expect(totalText(10_000, true)).toBe('10,000+');
    expect(totalText(42, false)).toBe('42');
  });
  it('writes the lowest price with the offer count', () => {
    expect(priceText({ minPriceCents: 1999, offerCount: 4 })).toBe('from $19.99, 4 offers');
    expect(priceText({ minPriceCents: 500, offerCount: 1 })).toBe('$5.00, 1 offer');
  });
  it('gives GSA Global Supply stock its delivery promise', () => {
    expect(deliveryLine({ fastestDeliveryDays: 3, gsaStock: true })).toBe('2–7 day delivery');
    expect(deliveryLine({ fastestDeliveryDays: 5, gsaStock: false })).toBe('Delivery in 5 days');
  });
});

describe('server links', () => {
  it('puts legacy in-app paths under /ws and leaves others alone', () => {
    expect(appHref('/search/advantage_search?cat=energy-services')).toBe('/ws/search/advantage_search?cat=energy-services');
    expect(appHref('/ws/search/advantage_search?cat=x')).toBe('/ws/search/advantage_search?cat=x');
    expect(appHref('https://www.gsa.gov/x')).toBe('https://www.gsa.gov/x');
  });
});

describe('advanced search check (the server schema in the browser)', () => {
  it('refuses an empty form with the contracts message', () => {
    const checked = checkAdvanced(compact({ allWords: ' ', socio: [] }));
    expect(checked).toEqual({ ok: false, errors: [{ field: 'allWords', message: SEARCH_TEXTS.advancedNoCriteria }] });
  });
  it('flags a bad NSN and a price range upside down on their fields', () => {
    const checked = checkAdvanced(compact({ allWords: 'chair', nsn: '12-34', priceMin: '50', priceMax: '10' }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toContainEqual({ field: 'nsn', message: SEARCH_TEXTS.nsn });
    expect(checked.errors).toContainEqual({ field: 'priceMin', message: SEARCH_TEXTS.advancedPriceOrder });
  });
  it('turns a valid form into the results address', () => {
    const checked = checkAdvanced(compact({ allWords: 'office chair', socio: ['WO', 'SB'], priceMax: '$1,000', sort: 'price_asc' }));
    expect(checked).toEqual({ ok: true, href: '/ws/search/advanced_search?allWords=office%20chair&socio=WO&socio=SB&priceMax=1000&sort=price_asc' });
  });
});
