import { beforeEach, describe, expect, it } from 'vitest';
import { landingDecision } from './landing';
import { land } from './landing-effects';
import { currentStore, resetStoreState } from './store-state';

/** Plays the server setting (or expiring) its anti-forgery cookie. */
function setXsrfCookie(value: string | undefined): void {
  // the test stands in for the server's Set-Cookie.
  document.cookie = value === undefined ? 'XSRF-TOKEN=; Max-Age=0; Path=/' : `XSRF-TOKEN=${value}; Path=/`;
}

describe('landingDecision (docs/product/agency-stores.md home, docs/product/accounts-and-sign-in.md store rules)', () => {
  it('upper-cases the store query parameter', () => {
    expect(landingDecision('usmc', null)).toMatchObject({
      store: 'USMC',
      theme: 'adv12',
      to: '/ws/main/start_page?store=USMC',
    });
    expect(landingDecision(' va ', 'ADVANTAGE')).toMatchObject({ store: 'VA', theme: 'adv19' });
  });

  it('falls back to the stored store, then the default, for an unknown store', () => {
    expect(landingDecision('NAVY', 'DHS').store).toBe('DHS');
    expect(landingDecision('NAVY', null).store).toBe('ADVANTAGE');
    expect(landingDecision(null, 'fss')).toMatchObject({ store: 'FSS', theme: 'adv12' });
    expect(landingDecision(null, 'garbage').store).toBe('ADVANTAGE');
  });

  it('does not accept the punchout stores from the query', () => {
    expect(landingDecision('DOLPUNCHOUT', null).store).toBe('ADVANTAGE');
    expect(landingDecision('evapunchout', 'STATE').store).toBe('STATE');
  });

  it('reports a change of store against the stored one', () => {
    expect(landingDecision('VA', 'VA').changed).toBe(false);
    expect(landingDecision('VA', 'va').changed).toBe(false);
    expect(landingDecision('VA', 'USDA').changed).toBe(true);
    expect(landingDecision(null, null).changed).toBe(true);
  });
});

describe('land (effects)', () => {
  beforeEach(() => {
    localStorage.clear();
    setXsrfCookie(undefined);
    resetStoreState();
  });

  it('saves store and theme and clears the anti-forgery cookie when the store changes', () => {
    localStorage.setItem('store', 'ADVANTAGE');
    setXsrfCookie('old-token');
    const decision = land(new URLSearchParams('store=usmc'));
    expect(decision.to).toBe('/ws/main/start_page?store=USMC');
    expect(localStorage.getItem('store')).toBe('USMC');
    expect(localStorage.getItem('theme')).toBe('adv12');
    expect(document.cookie).not.toContain('XSRF-TOKEN=old-token');
    expect(currentStore().store).toBe('USMC');
  });

  it('keeps the anti-forgery cookie when the store stays the same', () => {
    localStorage.setItem('store', 'VA');
    setXsrfCookie('keep');
    land(new URLSearchParams('store=VA'));
    expect(document.cookie).toContain('XSRF-TOKEN=keep');
    expect(localStorage.getItem('theme')).toBe('adv19');
  });
});
