import { describe, expect, it } from 'vitest';
import { isResponseNameOf, METHOD_TABLE, methodFor, normalizePath, SECTIONS, SERVER_PATHS } from './methods.js';

describe('method table', () => {
  it('covers every area docs/architecture.md lists', () => {
    const areas = [
      'aacassignment',
      'cart',
      'catalog',
      'categories',
      'checkout',
      'department',
      'dhs',
      'fedstrip',
      'ggs',
      'information',
      'login',
      'main',
      'orderhistory',
      'ordering',
      'parkcart',
      'profile',
      'search',
      'sign_in',
      'state',
      'vs',
      'user_container',
    ];
    for (const area of areas) expect(SECTIONS, area).toContain(area);
  });

  it('uses the methods docs/architecture.md shows', () => {
    const shown: Array<[string, string]> = [
      ['login/oauth_config', 'GET'],
      ['login/pkce', 'GET'],
      ['login/auth_tokens', 'POST'],
      ['login/register_smart_card', 'POST'],
      ['cart/addCart', 'POST'],
      ['cart/shopping_cart', 'GET'],
      ['login/sign_in', 'POST'],
      ['login/sign_out', 'GET'],
      ['checkout/checkout_review_submit', 'POST'],
      ['search/header_search', 'POST'],
      ['sign_in/forgot_user_id', 'POST'],
      ['main/struts_ng_url_map', 'GET'],
      ['main/end_session', 'GET'],
      ['main/extend_session', 'GET'],
      ['information/page', 'GET'],
      ['information/help', 'GET'],
      ['autocomplete', 'GET'],
      ['categories/service_category_list', 'GET'],
      ['profile/agency_list', 'GET'],
      ['orderhistory/view_pdf', 'GET_PDF'],
    ];
    for (const [path, method] of shown) expect(methodFor(path), path).toBe(method);
  });

  it('carries the response names of docs/product/README.md', () => {
    expect(METHOD_TABLE['catalog/product_detail'].responses).toEqual(['ProductDetail', 'Failure', 'NotFound', 'Initial', 'EnterZipCode']);
    expect(METHOD_TABLE['login/sign_out'].responses).toEqual(['SignedOff', 'AdvantageConfirmLogOff', 'LogoutFromAuthServer']);
    expect(METHOD_TABLE['ggs/profile/registration'].responses).toContain('Pre-Register');
    expect(METHOD_TABLE['aacassignment/aac_approval'].responses).toEqual(['Initial', 'Approved', 'Rejected']);
    expect(isResponseNameOf('checkout/order_confirm', 'OrderError')).toBe(true);
    expect(isResponseNameOf('checkout/order_confirm', 'Nope')).toBe(false);
  });

  it('gives no method for an unknown path (the Unexpected request error)', () => {
    expect(methodFor('nothing/here')).toBeUndefined();
    expect(methodFor('')).toBeUndefined();
  });

  it('normalizes /ws, /rs, /ds and /advantage/rs prefixes, queries and fragments', () => {
    expect(normalizePath('/ws/cart/shopping_cart?x=1#top')).toBe('cart/shopping_cart');
    expect(normalizePath('/rs/main/start_page')).toBe('main/start_page');
    expect(normalizePath('/advantage/rs/main/struts_ng_url_map')).toBe('main/struts_ng_url_map');
    expect(normalizePath('/ds/login/mfa_sign_in/')).toBe('login/mfa_sign_in');
  });

  it('declares at least one response name per path and no duplicates', () => {
    for (const path of SERVER_PATHS) {
      const names = METHOD_TABLE[path].responses;
      expect(names.length, path).toBeGreaterThan(0);
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});
