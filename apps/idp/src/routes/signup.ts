import { schemas } from '@advantage/contracts';
import type { FastifyInstance } from 'fastify';
import { formFields, type IdpContext, isCrossSite, sendPage } from '../context.js';
import type { FieldError } from '../views/html.js';
import { message } from '../views/messages.js';
import { signupForm, signupSent, type SignupValues, verified } from '../views/sign-up.js';

const POST_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };
const NAME_MAX = 100;

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? 'This value is not valid.');
}

type Query = { Querystring: { email?: string; return_to?: string; token?: string } };

/** Self-service sign-up with email verification; the answer never says whether an address already has an account. */
export function signupRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { settings, accounts, verification } = ctx;
  const action = `${settings.prefix}/signup`;

  app.get<Query>(action, async (request, reply) => {
    const email = typeof request.query.email === 'string' ? request.query.email.slice(0, 254) : '';
    const values: SignupValues = { email, givenName: '', familyName: '', returnTo: ctx.allowedReturn(request.query.return_to) };
    return sendPage(ctx, reply, 200, 'Create an account', signupForm(action, values, []));
  });

  app.post(action, { config: POST_LIMIT }, async (request, reply) => {
    if (isCrossSite(request)) return reply.code(403).send();
    const f = formFields(request);
    const values: SignupValues = {
      email: (f.email ?? '').trim(),
      givenName: (f.given_name ?? '').trim(),
      familyName: (f.family_name ?? '').trim(),
      returnTo: ctx.allowedReturn(f.return_to),
    };
    const password = f.password ?? '';
    const errors: FieldError[] = [];
    const emailProblem = values.email ? firstIssue(schemas.email.safeParse(values.email)) : 'Enter your email address.';
    if (emailProblem) errors.push({ field: 'email', message: emailProblem });
    if (!values.givenName) errors.push({ field: 'given_name', message: 'Enter your first name.' });
    else if (values.givenName.length > NAME_MAX) errors.push({ field: 'given_name', message: `First name must be at most ${NAME_MAX} characters.` });
    if (!values.familyName) errors.push({ field: 'family_name', message: 'Enter your last name.' });
    else if (values.familyName.length > NAME_MAX) errors.push({ field: 'family_name', message: `Last name must be at most ${NAME_MAX} characters.` });
    const passwordProblem = password ? firstIssue(schemas.password.safeParse(password)) : 'Enter a password.';
    if (passwordProblem) errors.push({ field: 'password', message: passwordProblem });
    else if (f.confirm_password !== password) errors.push({ field: 'confirm_password', message: 'The passwords do not match.' });
    if (errors.length) return sendPage(ctx, reply, 400, 'Create an account', signupForm(action, values, errors));

    const created = await accounts.create({ email: values.email, password, givenName: values.givenName, familyName: values.familyName });
    if (created) {
      await verification.send(created, values.returnTo);
    } else {
      const existing = await accounts.findByEmail(values.email);
      if (existing && !existing.emailVerified) await verification.send(existing, values.returnTo);
      else if (existing) await verification.sendAlreadyRegistered(existing);
    }
    return sendPage(ctx, reply, 200, 'Check your email', signupSent(values.email));
  });

  app.get<Query>(`${settings.prefix}/verify`, async (request, reply) => {
    const token = request.query.token;
    const accountId = typeof token === 'string' && token.length <= 100 ? await verification.consume(token) : undefined;
    if (!accountId) {
      return sendPage(ctx, reply, 400, 'Link not valid', message(
        'This verification link is not valid',
        'It may have been used already or be older than 24 hours. Sign in to get a new link, or create your account again.',
        { href: action, label: 'Create an account' },
      ));
    }
    await accounts.markEmailVerified(accountId);
    return sendPage(ctx, reply, 200, 'Email address verified', verified(ctx.allowedReturn(request.query.return_to) ?? settings.homeUrl));
  });
}
