import { BOT_CHECK_MESSAGES, type BotCheckRequest, CLIENT_STORAGE_KEYS, type Envelope } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interpret } from '../../kit/interpreter/interpret';
import type { InterpretContext } from '../../kit/interpreter/types';
import { callServer } from '../http/client';

type FetchArgs = [input: string, init: RequestInit];

const ASKED = (botCheck: Partial<BotCheckRequest> = {}): Envelope => ({
  responseType: 'ERROR',
  responseName: 'BotCheckRequired',
  pathInfo: 'search/advantage_search',
  attributes: {
    getToken: true,
    loggedIn: false,
    botCheck: { provider: 'standard', action: 'search', siteKey: 'site-key', ...botCheck },
    detailedErrorMessage: BOT_CHECK_MESSAGES.required,
  },
});
const RESULTS: Envelope = { responseType: 'SCREEN', responseName: 'SearchResults', pathInfo: 'search/advantage_search', attributes: {} };

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let execute: ReturnType<typeof vi.fn<(siteKey: string, options: { action: string }) => Promise<string>>>;

function answers(...bodies: Array<[unknown, number]>) {
  for (const [body, status] of bodies) fetchMock.mockResolvedValueOnce(reply(body, status));
}

const tokenHeaders = () => fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['X-Bot-Check-Token']);

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  execute = vi.fn(async () => 'recaptcha-token-1');
  vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
  sessionStorage.clear();
});

afterEach(() => {
  document.querySelector('.adv-bot-check')?.remove();
});

describe('the HTTP client and the bot check (docs/product/accounts-and-sign-in.md)', () => {
  it('obtains a token for the action the server names and repeats the read once with it', async () => {
    answers([ASKED(), 428], [RESULTS, 200]);
    const result = await callServer('search/advantage_search', { query: { searchText: 'toner' } });
    expect(result).toEqual({ kind: 'envelope', status: 200, envelope: RESULTS });
    expect(execute).toHaveBeenCalledExactlyOnceWith('site-key', { action: 'search' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/rs/search/advantage_search?searchText=toner', '/rs/search/advantage_search?searchText=toner']);
    expect(tokenHeaders()).toEqual([undefined, 'recaptcha-token-1']);
  });

  it('repeats only once: when the repeat is refused too, that refusal is the answer, with its message', async () => {
    const refused = ASKED({ refused: true });
    refused.attributes.detailedErrorMessage = BOT_CHECK_MESSAGES.refused;
    answers([ASKED(), 428], [refused, 428]);
    const result = await callServer('catalog/product_detail', { query: { productId: '7' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ kind: 'http-error', status: 428, message: BOT_CHECK_MESSAGES.refused });
    const shown = interpret({ path: 'catalog/product_detail', query: {}, outcome: result }, interpretContext());
    expect(shown).toMatchObject({ kind: 'error', title: BOT_CHECK_MESSAGES.title, text: BOT_CHECK_MESSAGES.refused });
  });

  it('never asks for a token for a signed-in user: the answer stays as it is', async () => {
    sessionStorage.setItem(CLIENT_STORAGE_KEYS.accessToken, 'access-token');
    answers([ASKED(), 428]);
    const result = await callServer('search/advantage_search');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(execute).not.toHaveBeenCalled();
    expect(result).toMatchObject({ kind: 'http-error', status: 428 });
  });

  it('does not repeat when no token can be obtained, and says so clearly', async () => {
    execute.mockRejectedValueOnce(new Error('reCAPTCHA refused'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers([ASKED(), 428]);
    const result = await callServer('search/vnd_list');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ kind: 'http-error', message: BOT_CHECK_MESSAGES.clientFailure });
    expect(logged).toHaveBeenCalledWith('Bot check: no token', expect.any(Error));
    const shown = interpret({ path: 'search/vnd_list', query: {}, outcome: result }, interpretContext());
    expect(shown).toMatchObject({ kind: 'error', title: BOT_CHECK_MESSAGES.title, text: BOT_CHECK_MESSAGES.clientFailure });
  });

  it('shows "Verifying you are human…" in a polite status region while the token is obtained', async () => {
    let release: (token: string) => void = () => {};
    execute.mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)));
    answers([ASKED(), 428], [RESULTS, 200]);
    const pending = callServer('search/mfr_list');
    await vi.waitFor(() => expect(document.querySelector('.adv-bot-check')?.textContent).toBe(BOT_CHECK_MESSAGES.verifying));
    const region = document.querySelector('.adv-bot-check');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    release('late-token');
    await expect(pending).resolves.toMatchObject({ kind: 'envelope', status: 200 });
    expect(region?.textContent).toBe('');
    expect(tokenHeaders()).toEqual([undefined, 'late-token']);
  });

  it('leaves answers that do not ask for a token alone', async () => {
    answers([{ responseType: 'ERROR', responseName: 'Forbidden', pathInfo: 'search/advantage_search', attributes: {} }, 403]);
    const result = await callServer('search/advantage_search');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ kind: 'http-error', status: 403 });
  });
});

function interpretContext(): InterpretContext {
  return {
    store: 'ADVANTAGE',
    lookup: () => undefined,
    allowedOrigins: ['http://localhost'],
    origin: 'http://localhost',
    now: () => new Date('2026-03-04T05:06:07.000Z'),
    newId: () => 'generated-id',
  };
}
