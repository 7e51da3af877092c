import { sessionTimeoutOrDefault } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { AppError, BadRequestError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { forgotUserId, signInAnswer } from './forgot-user-id.js';
import { mfaSignIn } from './mfa-sign-in.js';
import { registerSmartCard } from './register-smart-card.js';
import { signOut } from './sign-out.js';
import { smartCardChallenge } from './smart-card-challenge.js';
import { consumeTransaction, equalStrings, startTransaction } from './transactions.js';

export const loginModule: ModuleFactory = (app) => {
  const secure = app.cookieSecure;
  const identity = () => {
    if (!app.identity) throw new AppError(503, 'Unavailable', 'Sign-in is not configured on this server.');
    return app.identity;
  };

  return {
    'login/oauth_config': bind('login/oauth_config', async ({ ctx }) => identity().providerConfig(ctx.request)),

    'login/pkce': bind('login/pkce', async ({ ctx }) => {
      const { state, verifier, challenge } = await startTransaction(app, ctx.reply, secure);
      return { pkce_state: state, pkce_code_challenger: challenge, pkce_code_verifier: verifier };
    }),

    // Legacy browsers only: the exchange goes through the server and must complete a flow this browser started.
    'login/auth_tokens': bind('login/auth_tokens', async ({ ctx: { request, reply }, input: { body } }) => {
      const txn = await consumeTransaction(app, request, reply, secure);
      if (!txn) throw new BadRequestError('No sign-in in progress in this browser, or it expired. Please sign in again.');
      if (!equalStrings(txn.verifier, body.code_verifier ?? '')) throw new BadRequestError('The proof key does not belong to this sign-in.');
      const result = await identity().exchangeCode({ ...body, code_verifier: txn.verifier });
      const tokens = result.body as { id_token?: string; access_token?: string };
      if (result.status !== 200 || !tokens.access_token || !tokens.id_token) throw new BadRequestError('The identity provider refused the authorization code.');
      return { id_token: tokens.id_token, access_token: tokens.access_token };
    }),

    'login/mfa_sign_in': bind('login/mfa_sign_in', async ({ ctx }) => mfaSignIn(app, ctx.request, ctx.reply, secure, ctx.db)),

    'login/sign_in': bind('login/sign_in', async ({ ctx, input: { query } }) => signInAnswer(ctx, query.forgotPassword === 'true')),
    // docs/product/accounts-and-sign-in.md "/login: DEFAULT, Login": the login screen as a page (what the app opens on HTTP 401).
    'login': bind('login', async ({ ctx }) => screen('login', 'DEFAULT', { storeID: ctx.store, loggedIn: Boolean(ctx.member) })),

    'login/sign_out': bind('login/sign_out', async ({ ctx: { request }, input: { query } }) =>
      signOut(request, app.identity?.providerConfig(request).end_session_endpoint, query.confirmLogout === 'true')),

    'sign_in/forgot_user_id': forgotUserId,

    'login/register_smart_card': registerSmartCard,
    'login/smart_card_challenge': smartCardChallenge,

    // docs/architecture.md: text answers. Extending touches the inactivity clock and returns the timeout in seconds.
    'main/extend_session': bind('main/extend_session', async ({ ctx: { request, reply } }) => {
      reply.type('text/plain; charset=utf-8');
      if (request.session.persisted) await request.saveSession();
      return String(sessionTimeoutOrDefault(request.session.timeoutSeconds));
    }),
    'main/end_session': bind('main/end_session', async ({ ctx: { request, reply } }) => {
      const memberId = typeof request.session.data.memberId === 'string' ? request.session.data.memberId : null;
      const storeId = request.session.storeId;
      const endedSession = request.session.id;
      await request.regenerateSession();
      if (storeId !== 0) await request.saveSession({ storeId });
      app.realtime?.closeSession(endedSession, memberId);
      reply.type('text/plain; charset=utf-8');
      return 'Session ended';
    }),
  };
};
