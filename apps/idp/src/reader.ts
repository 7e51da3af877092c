import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { DetailedPeerCertificate, TLSSocket } from 'node:tls';
import { SMART_CARD_ASSERTION } from '@advantage/contracts';
import type { JWK } from 'jose';
import { type AssertionRequest, cardAssertionSigner } from './card-assertion.js';
import { ensureDevCa } from './dev-ca.js';
import { smartCardData, verifyChain } from './smart-card.js';

export interface ReaderOptions {
  host: string;
  port: number;
  /** The development CA directory (ca.pem, id-ca.pem, reader/…), created when missing. */
  dataDir: string;
  appOrigins: string[];
  now: () => number;
  /** The private key the card assertions are signed with (keys.ts readerJwks). */
  signingKey: JWK;
}

export interface RunningReader {
  url: string;
  close(): Promise<void>;
}

/** Certificates the client sent above its own (the peer chain stops at a self-signed one or a repeat). */
function presentedChain(peer: DetailedPeerCertificate): X509Certificate[] {
  const out: X509Certificate[] = [];
  const seen = new Set<DetailedPeerCertificate>([peer]);
  let next = peer.issuerCertificate as DetailedPeerCertificate | undefined;
  while (next?.raw && !seen.has(next) && out.length < 5) {
    seen.add(next);
    out.push(new X509Certificate(next.raw));
    next = next.issuerCertificate;
  }
  return out;
}

/**
 * The marketplace's challenge from the query: undefined without one (the spec's plain reading), null when
 * it is partial or malformed.
 */
function assertionRequest(query: URLSearchParams): AssertionRequest | undefined | null {
  const nonce = query.get(SMART_CARD_ASSERTION.params.nonce);
  const binding = query.get(SMART_CARD_ASSERTION.params.binding);
  if (nonce === null && binding === null) return undefined;
  const valid = (v: string | null): v is string => v !== null && SMART_CARD_ASSERTION.valuePattern.test(v);
  return valid(nonce) && valid(binding) ? { nonce, binding } : null;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The smart-card reader: a TLS listener that asks for a client certificate without requiring one
 * (rejectUnauthorized false, so the answer can be a JSON 401), then checks the chain itself against the
 * development CA and answers the spec's ssl_client_* fields. Asked with the marketplace's challenge, it adds
 * `assertion`: its signature over the card it saw and that challenge, the proof that the card's key was used.
 */
export async function startReader(o: ReaderOptions): Promise<RunningReader> {
  const ca = ensureDevCa(o.dataDir);
  const rootPem = readFileSync(ca.caCert, 'utf8');
  const idCaPem = readFileSync(ca.idCaCert, 'utf8');
  const roots = [new X509Certificate(rootPem)];
  const intermediates = [new X509Certificate(idCaPem)];
  const origins = new Set(o.appOrigins);
  const sign = cardAssertionSigner(o.signingKey);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
      const asked = req.headers['access-control-request-headers'];
      if (typeof asked === 'string' && /^[\w\-, ]{0,500}$/.test(asked)) res.setHeader('Access-Control-Allow-Headers', asked);
      res.setHeader('Access-Control-Max-Age', '600');
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'https://localhost');
    if (url.pathname !== '/pivreader' || req.method !== 'GET') return json(res, 404, { error: 'not_found' });
    const challenge = assertionRequest(url.searchParams);
    if (challenge === null) return json(res, 400, { error: 'invalid_request', message: 'The nonce and binding must both be given, as base64url.' });

    const peer = (req.socket as TLSSocket).getPeerCertificate(true);
    if (!peer?.raw) return json(res, 401, { error: 'no_certificate', message: 'No client certificate was presented.' });
    const leaf = new X509Certificate(peer.raw);
    const chain = verifyChain(leaf, [...presentedChain(peer), ...intermediates], roots, o.now());
    if (!chain) return json(res, 401, { error: 'untrusted_certificate', message: 'The certificate is not from a trusted card issuer or is expired.' });
    const data = smartCardData(leaf, chain);
    if (!challenge) return json(res, 200, data);
    return json(res, 200, { ...data, assertion: await sign(leaf, data.ssl_client_san_other_msupn_0, challenge, o.now()) });
  }

  const server = createServer({
    key: readFileSync(ca.serverKey),
    cert: readFileSync(ca.serverCert),
    // Sent in the CertificateRequest so browsers offer only cards from this CA.
    ca: [rootPem, idCaPem],
    requestCert: true,
    rejectUnauthorized: false,
  }, (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { error: 'server_error', message: 'The card could not be read.' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
