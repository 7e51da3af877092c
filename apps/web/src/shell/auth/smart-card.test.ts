import { MESSAGES } from '@advantage/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../app/test-support';
import { evaluateCard, readCard, registerCard, registrationResult } from './smart-card';

const CARD = {
  ssl_client_san_other_msupn_0: '1234567890@mil',
  ssl_client_cert_chain: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
  ssl_client_v_end: 'Dec 31 23:59:59 2027 GMT',
  ssl_client_i_dn_o: 'U.S. Government PKI',
  ssl_client_s_dn_ou: 'GSA',
  ssl_client_s_dn_cn: 'DOE.JANE.M.1234567890',
  assertion: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln',
};
const CHALLENGE = { nonce: 'N'.repeat(43), binding: 'B'.repeat(43) };
const challengeRoute = { '/rs/login/smart_card_challenge': () => json(CHALLENGE) };

beforeEach(() => {
  sessionStorage.clear();
});

describe('smart card decisions (docs/product/accounts-and-sign-in.md, docs/product/validation-rules.md)', () => {
  it('a card with alternative name, chain and expiry asks for confirmation with its details', () => {
    const reading = evaluateCard(CARD);
    expect(reading).toEqual({
      kind: 'confirm',
      data: CARD,
      details: {
        userName: 'DOE.JANE.M.1234567890',
        alternativeName: '1234567890@mil',
        agency: 'GSA',
        issuer: 'U.S. Government PKI',
        expiry: 'Dec 31 23:59:59 2027 GMT',
      },
    });
  });

  it('issuer and agency default to CA and U.S. Government', () => {
    const reading = evaluateCard({ ...CARD, ssl_client_i_dn_o: '', ssl_client_s_dn_ou: undefined });
    if (reading.kind !== 'confirm') throw new Error(reading.kind);
    expect(reading.details).toMatchObject({ issuer: 'CA', agency: 'U.S. Government' });
    expect(reading.data).toMatchObject({ ssl_client_i_dn_o: 'CA', ssl_client_s_dn_ou: 'U.S. Government' });
  });

  it.each(['ssl_client_san_other_msupn_0', 'ssl_client_cert_chain', 'ssl_client_v_end'] as const)('a missing %s is the invalid certificate notice', (field) => {
    expect(evaluateCard({ ...CARD, [field]: '  ' }).kind).toBe('invalid');
    const { [field]: _removed, ...rest } = CARD;
    expect(evaluateCard(rest).kind).toBe('invalid');
  });

  it('no card data at all is invalid', () => {
    expect(evaluateCard(null).kind).toBe('invalid');
    expect(evaluateCard('nope').kind).toBe('invalid');
  });

  it('asks the server for a challenge, then reads the reader endpoint with it and credentials; the assertion is kept', async () => {
    const fetchMock = fakeServer({ ...challengeRoute, '/reader': () => json(CARD) });
    const reading = await readCard('https://piv.example.gov/reader?site=1');
    if (reading.kind !== 'confirm') throw new Error(reading.kind);
    expect(reading.data.assertion).toBe(CARD.assertion);
    const [first, second] = fetchMock.mock.calls;
    expect(first?.[0]).toBe('/rs/login/smart_card_challenge');
    expect(first?.[1].method).toBe('POST');
    const readerUrl = new URL(String(second?.[0]));
    expect(`${readerUrl.origin}${readerUrl.pathname}`).toBe('https://piv.example.gov/reader');
    expect(Object.fromEntries(readerUrl.searchParams)).toEqual({ site: '1', nonce: CHALLENGE.nonce, binding: CHALLENGE.binding });
    expect(second?.[1].credentials).toBe('include');
  });

  it('a reader failure is the invalid notice', async () => {
    fakeServer({ ...challengeRoute, '/reader': () => Promise.reject(new TypeError('certificate rejected')) });
    expect(await readCard('https://piv.example.gov/reader')).toEqual({ kind: 'invalid', reason: 'certificate rejected' });
    fakeServer({ ...challengeRoute, '/reader': () => json({}, 403, 'Forbidden') });
    expect((await readCard('https://piv.example.gov/reader')).kind).toBe('invalid');
  });

  it('without a challenge the reader is not asked: the PIV/CAC error screen, or the login screen on a 401', async () => {
    const fetchMock = fakeServer({ '/rs/login/smart_card_challenge': () => json({}, 500, 'Server Error'), '/reader': () => json(CARD) });
    const reading = await readCard('https://piv.example.gov/reader');
    if (reading.kind !== 'failure') throw new Error(reading.kind);
    expect(reading.error.title).toBe('Unexpected error while registering PIV/CAC card');
    expect(reading.error.detail.message).toContain('500');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/rs/login/smart_card_challenge']);
    fakeServer({ '/rs/login/smart_card_challenge': () => new Response('', { status: 401 }) });
    expect(await readCard('https://piv.example.gov/reader')).toEqual({ kind: 'interrupted' });
  });

  it('says the result by responseName, quoting docs/product/errors.md', () => {
    expect(registrationResult('Success')).toEqual({ message: 'Your PIV/CAC card was successfully registered.', tone: 'success' });
    expect(registrationResult('NoAction')).toEqual({ message: 'Your PIV/CAC card is already registered on GSA Advantage.', tone: 'info' });
    expect(registrationResult('Error')).toEqual({ message: 'ATTENTION: This PIV/CAC card is registered with another account.', tone: 'error' });
    expect(registrationResult('Anything else').message).toBe(MESSAGES.smartCard.success);
    expect(MESSAGES.smartCard.invalidCertificate).toBe('ATTENTION:  An invalid PIV/CAC card certificate was selected.');
  });
});

describe('registerCard', () => {
  it('POSTs the card data and the reader\'s assertion to login/register_smart_card', async () => {
    const fetchMock = fakeServer({ '/rs/login/register_smart_card': () => json({ responseName: 'NoAction', message: 'already' }) });
    const outcome = await registerCard(CARD);
    expect(outcome).toEqual({ kind: 'registered', responseName: 'NoAction', message: MESSAGES.smartCard.noAction, tone: 'info' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/rs/login/register_smart_card');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(CARD);
  });

  it('a failed call is \'Unable to register smart card\' on the PIV/CAC error screen', async () => {
    fakeServer({ '/rs/login/register_smart_card': () => json({}, 500, 'Server Error') });
    const outcome = await registerCard(CARD);
    if (outcome.kind !== 'failure') throw new Error(outcome.kind);
    expect(outcome.error.title).toBe('Unexpected error while registering PIV/CAC card');
    expect(outcome.error.text).toBe(MESSAGES.smartCardFailure.text);
    expect(outcome.error.detail.name).toBe('Unable to register smart card');
    expect(outcome.error.detail.message).toContain('500');
  });

  it('a 401 leaves it to the login screen', async () => {
    fakeServer({ '/rs/login/register_smart_card': () => new Response('', { status: 401 }) });
    expect(await registerCard(CARD)).toEqual({ kind: 'interrupted' });
  });
});
