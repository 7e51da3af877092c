import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMART_CARD_ASSERTION, type SmartCardData } from '@advantage/contracts';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CARD_P12_PASSWORD, type DevCaFiles, ensureDevCa } from './dev-ca.js';
import { certificateFields, certificateThumbprint } from './smart-card.js';
import { createTestIdp, ORIGIN, type TestIdp } from './test-support/harness.js';

let t: TestIdp;
let dataDir: string;
let otherDir: string;
let reader: { url: string; close(): Promise<void> };
let ca: DevCaFiles;
let base: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  query?: string;
}

function call(card: { cert: string; key: string } | undefined, options: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/pivreader${options.query ?? ''}`, {
      method: options.method ?? 'GET',
      headers: options.headers,
      ca: readFileSync(ca.caCert),
      agent: false,
      ...(card ? { cert: readFileSync(card.cert), key: readFileSync(card.key) } : {}),
    }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'idp-reader-'));
  otherDir = mkdtempSync(join(tmpdir(), 'idp-other-ca-'));
  t = await createTestIdp({ reader: { host: '127.0.0.1', port: 0, dataDir } });
  reader = await t.idp.startReader();
  ca = ensureDevCa(dataDir);
  // The server certificate names 127.0.0.1 as well, so the client can verify it without a name lookup.
  base = reader.url.replace('localhost', '127.0.0.1');
});

afterAll(async () => {
  await reader.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDir, { recursive: true, force: true });
});

describe('smart-card reader', () => {
  it('answers the spec fields for a valid card, with CORS for the marketplace', async () => {
    expect(reader.url).toMatch(/^https:\/\/localhost:\d+$/);
    const res = await call(ca.cards['card-valid'], { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.body) as SmartCardData;
    expect(data).toMatchObject({
      ssl_client_san_other_msupn_0: '1234567890@mil',
      ssl_client_i_dn_o: 'U.S. Government',
      ssl_client_s_dn_ou: 'DoD',
      ssl_client_s_dn_cn: 'SMITH.JOHN.Q.1234567890',
    });
    expect(data.ssl_client_v_end).toBe(`Dec 31 23:59:59 ${new Date().getUTCFullYear() + 2} GMT`);
    const pems = data.ssl_client_cert_chain?.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
    expect(pems).toHaveLength(2);
    expect(new X509Certificate(pems[0]!).fingerprint256).toBe(new X509Certificate(readFileSync(ca.cards['card-valid'].cert)).fingerprint256);
    // Asked without the marketplace's challenge: the spec's fields only, nothing to register with.
    expect(data).not.toHaveProperty('assertion');
  });

  it('signs an assertion over the card it saw and the nonce and binding it was given', async () => {
    const nonce = 'n'.repeat(43);
    const binding = 'b'.repeat(43);
    const res = await call(ca.cards['card-valid'], { query: `?nonce=${nonce}&binding=${binding}`, headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    const data = JSON.parse(res.body) as SmartCardData;
    expect(data).toMatchObject({ ssl_client_san_other_msupn_0: '1234567890@mil', ssl_client_s_dn_cn: 'SMITH.JOHN.Q.1234567890' });
    const { payload, protectedHeader } = await jwtVerify(data.assertion ?? '', createLocalJWKSet(t.idp.readerPublicJwks), {
      typ: SMART_CARD_ASSERTION.type,
      audience: SMART_CARD_ASSERTION.audience,
      currentDate: new Date(t.clock.now),
    });
    expect(payload).toMatchObject({
      msupn: '1234567890@mil',
      cnf: { 'x5t#S256': certificateThumbprint(new X509Certificate(readFileSync(ca.cards['card-valid'].cert))) },
      nonce,
      binding,
    });
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(payload.iat).toBe(Math.floor(t.clock.now / 1000));
    // Its own key: an ID or access token key cannot verify it, nor it a token.
    expect(t.idp.publicJwks.keys.map((k) => k.kid)).not.toContain(protectedHeader.kid);
    expect(decodeProtectedHeader(data.assertion ?? '').alg).toBe('ES256');
  });

  it('refuses a partial or malformed challenge, and signs nothing without a card', async () => {
    const good = 'x'.repeat(43);
    for (const query of [`?nonce=${good}`, `?binding=${good}`, `?nonce=short&binding=${good}`, `?nonce=${good}&binding=${'%3Cscript%3E'.repeat(4)}`]) {
      const res = await call(ca.cards['card-valid'], { query });
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'invalid_request' });
    }
    const none = await call(undefined, { query: `?nonce=${good}&binding=${good}` });
    expect(none.status).toBe(401);
    expect(none.body).not.toContain('assertion');
  });

  it('reads another card and leaves the UPN out (with the spec defaults) for a card without one', async () => {
    const other = JSON.parse((await call(ca.cards['card-other'])).body) as SmartCardData;
    expect(other.ssl_client_san_other_msupn_0).toBe('1098765432@mil');
    const res = await call(ca.cards['card-missing-upn']);
    expect(res.status).toBe(200);
    const data = JSON.parse(res.body) as SmartCardData;
    expect(data).not.toHaveProperty('ssl_client_san_other_msupn_0');
    expect(data).toMatchObject({ ssl_client_i_dn_o: 'CA', ssl_client_s_dn_ou: 'U.S. Government', ssl_client_s_dn_cn: 'NOUPN.TEST.5555555555' });
  });

  it('refuses a card from another CA, an expired card and a request without a certificate', async () => {
    const foreign = ensureDevCa(otherDir);
    const res = await call(foreign.cards['card-valid'], { headers: { origin: ORIGIN } });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'untrusted_certificate' });
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);

    const none = await call(undefined);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({ error: 'no_certificate' });

    const saved = t.clock.now;
    t.clock.now = Date.UTC(new Date().getUTCFullYear() + 3, 0, 1);
    expect((await call(ca.cards['card-valid'])).status).toBe(401);
    t.clock.now = saved;
  });

  it('answers CORS preflights for the marketplace only', async () => {
    const ok = await call(undefined, { method: 'OPTIONS', headers: { 'origin': ORIGIN, 'access-control-request-headers': 'cache-control, pragma' } });
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ok.headers['access-control-allow-headers']).toBe('cache-control, pragma');
    const evil = await call(ca.cards['card-valid'], { headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps an existing CA and writes importable .p12 cards', () => {
    const before = readFileSync(ca.caCert, 'utf8');
    expect(readFileSync(ensureDevCa(dataDir).caCert, 'utf8')).toBe(before);
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(readFileSync(ca.cards['card-valid'].p12).toString('binary')), DEV_CARD_P12_PASSWORD);
    expect(p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]).toHaveLength(2);
    const fields = certificateFields(new X509Certificate(readFileSync(ca.cards['card-valid'].cert)).raw);
    expect(fields).toEqual({ issuerO: 'U.S. Government', subjectOU: 'DoD', subjectCN: 'SMITH.JOHN.Q.1234567890', upn: '1234567890@mil' });
  });
});
