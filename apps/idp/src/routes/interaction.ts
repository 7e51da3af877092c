import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import QRCode from 'qrcode';
import type { Account } from '../accounts.js';
import { formFields, type IdpContext, isCrossSite, sendPage } from '../context.js';
import { firstPartyGrant } from '../provider.js';
import { otpauthUri } from '../totp.js';
import type { FieldError } from '../views/html.js';
import { CODE_ERROR, codeStep, CREDENTIALS_ERROR, enrolStep, type InteractionView, LOCKED_ERROR, passwordStep, unverifiedStep } from '../views/sign-in.js';
import { message } from '../views/messages.js';

/** Sign-in progress between the password and the code pages, stored per interaction (never in the browser). */
const STEP_MODEL = 'IdpLoginStep';
const OTP_ISSUER = 'GSA Advantage! (development)';
const POST_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };

interface Step {
  accountId: string;
}

type Params = { Params: { uid: string } };

export function interactionRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { provider, store, accounts, signIn, settings } = ctx;
  const base = `${settings.prefix}/interaction`;

  /** This interaction's page on the host the browser uses (the marketplace may be reached under several origins). */
  function pageUrl(request: FastifyRequest, uid: string): string {
    const path = `${base}/${uid}`;
    return ctx.allowedReturn(`${request.protocol}://${request.host}${path}`) ?? `${new URL(settings.issuer).origin}${path}`;
  }

  function view(request: FastifyRequest, uid: string): InteractionView {
    return { action: `${base}/${uid}`, signupUrl: `${settings.prefix}/signup?return_to=${encodeURIComponent(pageUrl(request, uid))}` };
  }

  /**
   * The interaction this browser is in, matched to the URL. The interaction cookie is HttpOnly, SameSite=Lax
   * and limited to this path, and the uid is unguessable: together they are the forms' anti-forgery check.
   */
  async function current(request: FastifyRequest<Params>, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  function expired(reply: FastifyReply) {
    return sendPage(ctx, reply, 400, 'Sign-in expired', message(
      'This sign-in has expired',
      'The sign-in page was open too long or was opened in another browser. Return to GSA Advantage! and sign in again.',
      { href: settings.homeUrl, label: 'Return to GSA Advantage!' },
    ));
  }

  async function stepAccount(uid: string): Promise<Account | undefined> {
    const step = await store.find(STEP_MODEL, uid);
    return typeof step?.accountId === 'string' ? accounts.findById(step.accountId) : undefined;
  }

  async function saveStep(interaction: Interaction, step: Step) {
    await store.upsert(STEP_MODEL, interaction.uid, { ...step }, Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
  }

  async function renderCode(request: FastifyRequest, reply: FastifyReply, uid: string, account: Account, errors: FieldError[]) {
    const status = errors.length ? 400 : 200;
    if (account.totpConfirmed) return sendPage(ctx, reply, status, 'Enter your code', codeStep(view(request, uid), account.email, errors));
    const secret = await accounts.enrolmentSecret(account.id);
    if (!secret) return expired(reply);
    const uri = otpauthUri(secret, account.email, OTP_ISSUER);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return sendPage(ctx, reply, status, 'Set up your authenticator app', enrolStep(view(request, uid), account.email, { qrDataUrl, secret, uri }, errors));
  }

  function renderPassword(request: FastifyRequest, reply: FastifyReply, uid: string, email: string, errors: FieldError[]) {
    return sendPage(ctx, reply, errors.length ? 400 : 200, 'Sign in', passwordStep(view(request, uid), email, errors));
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Parameters<typeof provider.interactionResult>[2]) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.code(303).header('Cache-Control', 'no-store').redirect(returnTo, 303);
  }

  app.get<Params>(`${base}/:uid`, async (request, reply) => {
    const interaction = await current(request, reply);
    if (!interaction) return expired(reply);
    const { uid } = interaction;
    if (interaction.prompt.name === 'consent') {
      // Reached only if a grant vanished mid-flow; the first-party client is granted without asking.
      const accountId = interaction.session?.accountId;
      const clientId = interaction.params.client_id;
      if (!accountId || typeof clientId !== 'string') return expired(reply);
      const grant = await firstPartyGrant(provider, accountId, clientId, settings.audience);
      return finish(request, reply, { consent: { grantId: grant.jti } });
    }
    const account = await stepAccount(uid);
    if (account?.emailVerified) return renderCode(request, reply, uid, account, []);
    const hint = interaction.params.login_hint;
    return renderPassword(request, reply, uid, typeof hint === 'string' ? hint : '', []);
  });

  app.post<Params>(`${base}/:uid/login`, { config: POST_LIMIT }, async (request, reply) => {
    if (isCrossSite(request)) return reply.code(403).send();
    const interaction = await current(request, reply);
    if (!interaction) return expired(reply);
    const { email = '', password = '' } = formFields(request);
    const errors: FieldError[] = [];
    if (!email.trim()) errors.push({ field: 'email', message: 'Enter your email address.' });
    if (!password) errors.push({ field: 'password', message: 'Enter your password.' });
    if (errors.length) return renderPassword(request, reply, interaction.uid, email, errors);
    const account = await signIn.password(email, password, request.ip);
    if (!account) return renderPassword(request, reply, interaction.uid, email, [{ field: 'password', message: CREDENTIALS_ERROR }]);
    await saveStep(interaction, { accountId: account.id });
    if (!account.emailVerified) return sendPage(ctx, reply, 403, 'Verify your email address', unverifiedStep(view(request, interaction.uid), account.email, false));
    return reply.redirect(`${base}/${interaction.uid}`, 303);
  });

  app.post<Params>(`${base}/:uid/totp`, { config: POST_LIMIT }, async (request, reply) => {
    if (isCrossSite(request)) return reply.code(403).send();
    const interaction = await current(request, reply);
    if (!interaction) return expired(reply);
    const account = await stepAccount(interaction.uid);
    if (!account?.emailVerified) return reply.redirect(`${base}/${interaction.uid}`, 303);
    const { code = '' } = formFields(request);
    if (!code.trim()) return renderCode(request, reply, interaction.uid, account, [{ field: 'code', message: 'Enter the 6-digit code from your authenticator app.' }]);
    const outcome = await signIn.code(account, code, request.ip);
    if (outcome === 'ok') {
      await store.destroy(STEP_MODEL, interaction.uid);
      return finish(request, reply, { login: { accountId: account.id, amr: ['pwd', 'otp', 'mfa'], remember: false } });
    }
    if (outcome === 'locked') {
      await store.destroy(STEP_MODEL, interaction.uid);
      return renderPassword(request, reply, interaction.uid, account.email, [{ field: 'email', message: LOCKED_ERROR }]);
    }
    return renderCode(request, reply, interaction.uid, account, [{ field: 'code', message: CODE_ERROR }]);
  });

  app.post<Params>(`${base}/:uid/resend`, { config: POST_LIMIT }, async (request, reply) => {
    if (isCrossSite(request)) return reply.code(403).send();
    const interaction = await current(request, reply);
    if (!interaction) return expired(reply);
    const account = await stepAccount(interaction.uid);
    if (!account) return reply.redirect(`${base}/${interaction.uid}`, 303);
    if (account.emailVerified) return reply.redirect(`${base}/${interaction.uid}`, 303);
    await ctx.verification.send(account, pageUrl(request, interaction.uid));
    return sendPage(ctx, reply, 200, 'Verify your email address', unverifiedStep(view(request, interaction.uid), account.email, true));
  });

  app.post<Params>(`${base}/:uid/restart`, { config: POST_LIMIT }, async (request, reply) => {
    if (isCrossSite(request)) return reply.code(403).send();
    const interaction = await current(request, reply);
    if (!interaction) return expired(reply);
    await store.destroy(STEP_MODEL, interaction.uid);
    return reply.redirect(`${base}/${interaction.uid}`, 303);
  });
}
