import { type Envelope, MESSAGES, STATE_URLS } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../lib/http/types';
import type { ScreenEntry } from '../screens/types';
import { interpret } from './interpret';
import type { Interpretation, InterpretContext, InterpretInput } from './types';

const screen = (title: string): ScreenEntry => ({ layout: 'classic', title, load: async () => () => null });
const CART = screen('Shopping Cart');
const USMC_START = screen('USMC start');
const GENERAL_START = screen('General start');

const ctx: InterpretContext = {
  store: 'ADVANTAGE',
  lookup: (store, path, name) => {
    if (path === 'cart/shopping_cart' && name === 'ShoppingCart') return CART;
    if (path === 'main/start_page' && name === 'StartPage') return store === 'USMC' ? USMC_START : GENERAL_START;
    return undefined;
  },
  allowedOrigins: ['https://app.example.gov', 'https://www.gsa.gov'],
  origin: 'https://app.example.gov',
  now: () => new Date('2026-03-04T05:06:07.000Z'),
  newId: () => 'generated-id',
};

function run(outcome: CallResult, extra: Partial<InterpretInput> = {}, context: InterpretContext = ctx): Interpretation {
  return interpret({ path: 'cart/shopping_cart', query: { a: '1' }, outcome, ...extra }, context);
}

const envelope = (e: Partial<Envelope>): CallResult => ({
  kind: 'envelope',
  status: 200,
  envelope: { responseType: 'SCREEN', pathInfo: 'cart/shopping_cart', attributes: {}, ...e },
});

function expectError(result: Interpretation) {
  if (result.kind !== 'error') throw new Error(`expected an error, got ${result.kind}`);
  return result;
}

describe('interpret: screens', () => {
  it('maps path + response name to the registry entry', () => {
    const result = run(envelope({ responseName: 'ShoppingCart' }));
    expect(result).toMatchObject({ kind: 'screen', entry: CART, store: 'ADVANTAGE' });
  });

  it('uses the response\'s storeID to pick the store\'s registry', () => {
    const result = run(envelope({ responseName: 'StartPage', pathInfo: 'main/start_page', attributes: { storeID: 9 } }), {
      path: 'main/start_page',
    });
    expect(result).toMatchObject({ kind: 'screen', entry: USMC_START, store: 'USMC' });
  });

  it('gives Unexpected Response Error when nothing is mapped', () => {
    const error = expectError(run(envelope({ responseName: 'Nope' })));
    expect(error.title).toBe(MESSAGES.unexpectedError.title);
    expect(error.text).toBe(MESSAGES.unexpectedError.text);
    expect(error.detail.name).toBe(MESSAGES.unexpectedResponse.name);
    expect(error.detail.webService).toEqual({
      path: 'cart/shopping_cart',
      queryParams: { a: '1' },
      payload: undefined,
      responseName: 'Nope',
    });
  });

  it('gives Missing Response Error without a response or without a response name', () => {
    const none: CallResult = { kind: 'envelope', status: 200, envelope: undefined };
    expect(expectError(run(none)).detail.name).toBe(MESSAGES.missingResponse.name);
    expect(expectError(run(envelope({}))).detail.name).toBe(MESSAGES.missingResponse.name);
  });

  it('gives \'Unexpected request\' when the path has no method', () => {
    const error = expectError(run({ kind: 'unexpected-request', path: 'no/where' }, { path: 'no/where' }));
    expect(error.title).toBe('Unexpected Error');
    expect(error.detail.name).toBe('Unexpected request');
    expect(error.detail.message).toContain('no/where');
  });
});

describe('interpret: REDIRECT', () => {
  const redirect = (redirectURL?: string) =>
    run(envelope({ responseType: 'REDIRECT', ...(redirectURL === undefined ? {} : { redirectURL }) }));

  it('navigates under /ws keeping query and fragment, replacing history', () => {
    expect(redirect('cart/shopping_cart?x=1&x=2#items')).toEqual({
      kind: 'redirect',
      to: '/ws/cart/shopping_cart?x=1&x=2#items',
      replace: true,
      external: false,
    });
    expect(redirect('/main/home')).toMatchObject({ to: '/ws/main/home', external: false });
    expect(redirect('/ws/main/home')).toMatchObject({ to: '/ws/main/home' });
    expect(redirect('/rs/main/home?y=2')).toMatchObject({ to: '/ws/main/home?y=2' });
  });

  it('keeps app routes as they are', () => {
    expect(redirect('/home?store=VA')).toMatchObject({ to: '/home?store=VA', external: false });
    expect(redirect('/404?url=x')).toMatchObject({ to: '/404?url=x' });
  });

  it('leaves the app only for an allow-listed origin', () => {
    expect(redirect('https://www.gsa.gov/buy?x=1')).toEqual({
      kind: 'redirect',
      to: 'https://www.gsa.gov/buy?x=1',
      replace: true,
      external: true,
    });
    expect(redirect('https://evil.example.com/x')).toEqual({
      kind: 'redirect',
      to: `/404?url=${encodeURIComponent('https://evil.example.com/x')}`,
      replace: true,
      external: false,
    });
    expect(redirect('javascript:alert(1)')).toMatchObject({ external: false, to: expect.stringMatching(/^\/404\?url=/) });
    expect(redirect('//evil.example.com/x')).toMatchObject({ external: false, to: expect.stringMatching(/^\/404\?url=/) });
  });

  it('stays in the app for an absolute URL on its own origin', () => {
    expect(redirect('https://app.example.gov/ws/cart/shopping_cart#top')).toMatchObject({
      to: '/ws/cart/shopping_cart#top',
      external: false,
    });
  });

  it('gives Missing Redirection Error without a URL', () => {
    const error = expectError(redirect());
    expect(error.title).toBe('Unexpected Error');
    expect(error.detail.name).toBe(MESSAGES.missingRedirection.name);
  });
});

describe('interpret: AUTHENTICATED', () => {
  it('switches to the response store and returns to the saved route', () => {
    const result = run(
      envelope({ responseType: 'AUTHENTICATED', attributes: { storeID: 6 } }),
      {},
      {
        ...ctx,
        savedRoute: '/ws/cart/shopping_cart?x=1',
      },
    );
    expect(result).toEqual({ kind: 'authenticated', storeID: 6, to: '/ws/cart/shopping_cart?x=1' });
  });

  it('carries the member’s cart summary for the header, and ignores a malformed one', () => {
    const cart = { cartId: 7, version: 3, itemCount: 2, totalCents: 4_200 };
    const withCart = run(envelope({ responseType: 'AUTHENTICATED', attributes: { storeID: 0, cart } }));
    expect(withCart).toMatchObject({ kind: 'authenticated', cart });
    const malformed = run(envelope({ responseType: 'AUTHENTICATED', attributes: { storeID: 0, cart: { itemCount: '2' } } }));
    expect(malformed).not.toHaveProperty('cart');
  });

  it('carries the signed-in member and the session timeout', () => {
    const result = run(
      envelope({
        responseType: 'AUTHENTICATED',
        attributes: { storeID: 3, loggedIn: true, user: { name: 'Jane Doe', email: 'jane@agency.gov' }, sessionTimeout: 900 },
      }),
    );
    expect(result).toEqual({
      kind: 'authenticated',
      storeID: 3,
      to: '/ws/main/home',
      user: { name: 'Jane Doe', email: 'jane@agency.gov' },
      sessionTimeout: 900,
    });
    const bare = run(envelope({ responseType: 'AUTHENTICATED', attributes: { storeID: 0, user: 'x', sessionTimeout: 'soon' } }));
    expect(bare).toEqual({ kind: 'authenticated', storeID: 0, to: '/ws/main/home' });
    expect('user' in bare).toBe(false);
  });

  it('reads the new member’s container (newUserContainer): a state or local member without a program validates first', () => {
    const container = (memberType: string, programs: string[]) => ({
      storeID: 10,
      member: { name: 'Robin Registrant', email: 'robin@springfield.il.us', memberType, agency: 'City of Springfield' },
      store: { id: 10, name: 'STATE' },
      programs,
      eligibility: null,
    });
    const registered = (newUserContainer: unknown) => run(envelope({ responseType: 'AUTHENTICATED', attributes: { storeID: 10, loggedIn: true, newUserContainer } }), {}, { ...ctx, savedRoute: '/ws/main/start_page?store=STATE' });
    expect(registered(container('state', []))).toEqual({
      kind: 'authenticated',
      storeID: 10,
      to: STATE_URLS.validation,
      user: { name: 'Robin Registrant', email: 'robin@springfield.il.us' },
    });
    // A member with programs, or a federal one, goes where they were going.
    expect(registered(container('state', ['DISASTER']))).toMatchObject({ to: '/ws/main/start_page?store=STATE' });
    expect(registered(container('federal', []))).toMatchObject({ to: '/ws/main/start_page?store=STATE' });
    // A container without a member changes nothing.
    expect(registered({ member: null, programs: [] })).toEqual({ kind: 'authenticated', storeID: 10, to: '/ws/main/start_page?store=STATE' });
  });

  it('returns to /ws/main/home without a saved route; an unknown store id maps to 0', () => {
    expect(run(envelope({ responseType: 'AUTHENTICATED', attributes: { storeID: 42 } }))).toEqual({
      kind: 'authenticated',
      storeID: 0,
      to: '/ws/main/home',
    });
  });
});

describe('interpret: errors', () => {
  it('HTTP 401 shows nothing new', () => {
    const outcome: CallResult = { kind: 'login-required', request: { path: 'cart/shopping_cart', method: 'GET' } };
    expect(run(outcome)).toEqual({ kind: 'none', reason: 'login-required' });
  });

  it('HTTP 401 SessionExpired shows nothing new (the prompt is signalled)', () => {
    const outcome: CallResult = { kind: 'session-expired', request: { path: 'cart/shopping_cart', method: 'GET' } };
    expect(run(outcome)).toEqual({ kind: 'none', reason: 'session-expired' });
  });

  it('a plain JSON or text document is no screen', () => {
    expect(expectError(run({ kind: 'json', status: 200, data: {} })).detail.name).toBe(MESSAGES.missingResponse.name);
    expect(expectError(run({ kind: 'text', status: 200, text: '1800' })).detail.name).toBe(MESSAGES.missingResponse.name);
  });

  it('a PDF opened in a new window shows nothing new', () => {
    expect(run({ kind: 'pdf', status: 200 })).toEqual({ kind: 'none', reason: 'pdf-opened' });
  });

  it('other HTTP errors give the Unexpected Error screen with status, text, message, path and payload', () => {
    const error = expectError(
      run({ kind: 'http-error', status: 500, statusText: 'Internal Server Error', message: 'boom' }, { payload: { item: 1 } }),
    );
    expect(error.title).toBe('Unexpected Error');
    expect(error.text).toBe(MESSAGES.unexpectedError.text);
    expect(error.detail.http).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      message: 'boom',
      path: 'cart/shopping_cart',
      payload: { item: 1 },
    });
    expect(error.detail).toMatchObject({
      name: 'HTTP Error',
      exceptionID: 'generated-id',
      date: '2026-03-04T05:06:07.000Z',
      user: { name: MESSAGES.anonymousUser, store: 'ADVANTAGE', ipAddress: 'unknown' },
    });
    expect(error.homeLink).toBe(true);
  });

  it('a network failure is an HTTP error with status 0', () => {
    const error = expectError(run({ kind: 'network-error', message: 'Failed to fetch' }));
    expect(error.detail.http).toMatchObject({ status: 0, statusText: 'Unknown Error', message: 'Failed to fetch' });
  });

  it('an ERROR envelope fills the details from its attributes', () => {
    const error = expectError(
      run(
        envelope({
          responseType: 'ERROR',
          responseName: 'ServerError',
          attributes: {
            exceptionID: 'EX-1',
            errorID: 'ERR-9',
            serverTime: '2026-03-04T05:06:00Z',
            detailedErrorMessage: 'database unavailable',
            wsPath: 'cart/addCart',
            wsPayload: { item: 2 },
            wsResponseName: 'Success',
            storeID: 5,
          },
        }),
        {},
        { ...ctx, userName: 'buyer@agency.gov' },
      ),
    );
    expect(error.title).toBe('Unexpected Error');
    expect(error.detail).toMatchObject({
      name: 'ServerError',
      message: 'database unavailable',
      exceptionID: 'EX-1',
      user: { name: 'buyer@agency.gov', store: 'USDA' },
      server: { errorID: 'ERR-9', serverTime: '2026-03-04T05:06:00Z' },
      webService: { path: 'cart/addCart', payload: { item: 2 }, responseName: 'Success' },
    });
  });

  it('a 404 ERROR envelope from the server keeps the HTTP facts', () => {
    const error = expectError(
      run({
        kind: 'http-error',
        status: 404,
        statusText: 'Not Found',
        message: 'no route',
        envelope: { responseType: 'ERROR', responseName: 'NotFound', pathInfo: 'x/y', attributes: {} },
      }),
    );
    expect(error.title).toBe('Unexpected Error');
    expect(error.detail.name).toBe('NotFound');
    expect(error.detail.http?.status).toBe(404);
  });

  it('Forbidden is an authorization error', () => {
    const error = expectError(
      run(envelope({ responseType: 'ERROR', responseName: 'Forbidden', attributes: { msgType: 'Authorization Error' } })),
    );
    expect(error.title).toBe('Access Denied');
    expect(error.msgType).toBe('Authorization Error');
    expect(error.text).not.toBe(MESSAGES.unexpectedError.text);
  });

  it('FATAL_ERROR gives the fatal layout without a home link', () => {
    const error = expectError(run(envelope({ responseType: 'ERROR', responseName: 'Fatal', attributes: { FATAL_ERROR: true } })));
    expect(error.fatal).toBe(true);
    expect(error.homeLink).toBe(false);
  });

  it('displayHomeLink false hides the home link', () => {
    const error = expectError(run(envelope({ responseType: 'ERROR', responseName: 'X', attributes: { displayHomeLink: false } })));
    expect(error.fatal).toBe(false);
    expect(error.homeLink).toBe(false);
  });
});
