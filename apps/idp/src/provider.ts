import { OIDC_SCOPES, PKCE_CALLBACK_ROUTE, PKCE_LOGOUT_ROUTE, PKCE_SILENT_ROUTE } from '@advantage/contracts';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Accounts } from './accounts.js';
import type { ProviderKeys } from './keys.js';
import { adapterFactory, type PayloadStore } from './store.js';
import { page } from './views/layout.js';
import { logoutConfirm, message } from './views/messages.js';

/**
 * Scopes the marketplace API accepts as a resource server: the ones the browser asks for, so the access
 * token and the token response name them instead of an empty scope.
 */
export const API_SCOPE = OIDC_SCOPES.join(' ');
const SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface ProviderSettings {
  issuer: string;
  prefix: string;
  clientId: string;
  appOrigins: string[];
  audience: string;
  accessTokenTtlSeconds: number;
  cookieSecure: boolean;
  homeUrl: string;
}

/** The grant the first-party marketplace client always gets: the OIDC scopes and the API as its resource. */
export async function firstPartyGrant(provider: Provider, accountId: string, clientId: string, audience: string) {
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(OIDC_SCOPES.join(' '));
  grant.addResourceScope(audience, API_SCOPE);
  await grant.save();
  return grant;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function buildProvider(s: ProviderSettings, keys: ProviderKeys, store: PayloadStore, accounts: Accounts): Provider {
  const cookiePrefix = s.cookieSecure ? '__Secure-' : '';
  const longCookie = { httpOnly: true, sameSite: 'lax' as const, path: s.prefix };

  function html(ctx: KoaContextWithOIDC, title: string, body: Parameters<typeof page>[0]['body']) {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page({ prefix: s.prefix, title, body, homeUrl: s.homeUrl });
  }

  /**
   * RP-initiated logout without a confirmation page when the relying party proves itself: a valid
   * id_token_hint (checked by oidc-provider before this runs) for the account of this very session,
   * plus a registered post_logout_redirect_uri. Mirrors the provider's own confirm step with logout=yes.
   */
  async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
    const { session, params, entities } = ctx.oidc;
    const redirect = str(params?.post_logout_redirect_uri);
    const hintSub = entities.IdTokenHint?.payload.sub;
    if (session && redirect && hintSub !== undefined && hintSub === session.accountId) {
      for (const { grantId } of Object.values(session.authorizations ?? {})) {
        if (grantId) await store.revokeGrant(grantId);
      }
      await session.destroy();
      ctx.cookies.set(provider.cookieName('session'), null, longCookie);
      const target = new URL(redirect);
      const state = str(params?.state);
      if (state) target.searchParams.set('state', state);
      ctx.status = 303;
      ctx.redirect(target.href);
      return;
    }
    html(ctx, 'Sign out', logoutConfirm(form));
  }

  const configuration: Configuration = {
    adapter: adapterFactory(store),
    clients: [
      {
        client_id: s.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // The callback of a sign-in, and the frame's page of a silent renewal (prompt=none).
        redirect_uris: s.appOrigins.flatMap((o) => [`${o}${PKCE_CALLBACK_ROUTE}`, `${o}${PKCE_SILENT_ROUTE}`]),
        post_logout_redirect_uris: s.appOrigins.flatMap((o) => [`${o}${PKCE_LOGOUT_ROUTE}`, `${o}/ws/main/start_page`]),
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: { session: `${cookiePrefix}idp_session`, interaction: `${cookiePrefix}idp_interaction`, resume: `${cookiePrefix}idp_resume` },
      long: longCookie,
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: [...OIDC_SCOPES],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Without this the ID token of a code flow would carry only `sub`; the marketplace wants the name and email in it.
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx, origin) => s.appOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      // Access tokens are for the API audience only, so userinfo could never accept them; the ID token has the claims.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: (ctx) => html(ctx, 'Signed out', message('You are signed out', 'You have signed out of the identity provider.', {
          href: s.homeUrl,
          label: 'Return to GSA Advantage!',
        })),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => s.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== s.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: s.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: s.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          // The standard display name: the marketplace's header shows it once attributes.user.name is gone (a reload).
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      return account ? { email: account.email } : undefined;
    },
    // First-party client: the grant is created on the spot, so the consent prompt never appears.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      return firstPartyGrant(ctx.oidc.provider, session.accountId, client.clientId, s.audience);
    },
    interactions: { url: (_ctx, interaction) => `${s.prefix}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      html(ctx, 'Sign-in problem', message('Sign-in could not continue', out.error_description ?? out.error, {
        href: s.homeUrl,
        label: 'Return to GSA Advantage!',
      }));
    },
    ttl: {
      AccessToken: s.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 30 * 60,
      Grant: SESSION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
    },
  };

  const provider = new Provider(s.issuer, configuration);
  // Behind a TLS-terminating proxy the provider must read X-Forwarded-Proto to issue Secure cookies (stack-notes P18).
  provider.proxy = s.cookieSecure;
  return provider;
}
