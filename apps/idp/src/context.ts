import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Accounts } from './accounts.js';
import type { EmailVerification } from './email-verification.js';
import type { ProviderSettings } from './provider.js';
import type { SignIn } from './sign-in.js';
import type { PayloadStore } from './store.js';
import type { UnlockLinks } from './unlock-links.js';
import type { Html } from './views/html.js';
import { page } from './views/layout.js';

/** Everything the routes share. */
export interface IdpContext {
  settings: ProviderSettings;
  provider: Provider;
  store: PayloadStore;
  accounts: Accounts;
  verification: EmailVerification;
  /** Password and code checks behind the lockout, and the owner's unlock link. */
  signIn: SignIn;
  unlockLinks: UnlockLinks;
  /** The value as an absolute URL when it points at an allowed origin (the marketplace or this provider), else undefined. */
  allowedReturn(value: unknown): string | undefined;
}

export function allowedReturnFor(origins: string[]): (value: unknown) => string | undefined {
  const allowed = new Set(origins.map((o) => new URL(o).origin));
  return (value) => {
    if (typeof value !== 'string' || !value) return undefined;
    const url = URL.parse(value);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !allowed.has(url.origin)) return undefined;
    return url.href;
  };
}

export function sendPage(ctx: IdpContext, reply: FastifyReply, status: number, title: string, body: Html): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page({ prefix: ctx.settings.prefix, title, body, homeUrl: ctx.settings.homeUrl }));
}

/** Form fields as strings; repeated fields keep their first value. */
export function formFields(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** Browsers say where a request comes from; a cross-site POST to these pages is refused. */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}
