import { alert, errorFor, errorSummary, type FieldError, html, type Html, input } from './html.js';

/** Shared by every sign-in page: where the forms post and the sign-up link. */
export interface InteractionView {
  action: string;
  signupUrl: string;
}

export const CREDENTIALS_ERROR
  = 'The email address or password is not correct, or sign-in is paused after too many failed attempts. Check them and try again, or wait 15 minutes.';
export const CODE_ERROR = 'The code is not correct or was already used. Enter the current 6-digit code from your authenticator app.';
export const LOCKED_ERROR = 'Too many failed attempts. Sign-in is paused for 15 minutes. Then start again with your email address and password.';

export function passwordStep(v: InteractionView, email: string, errors: FieldError[]): Html {
  return html`<h1>Sign in to GSA Advantage!</h1>
${errorSummary(errors)}
<form class="usa-form usa-form--large" method="post" action="${v.action}/login" novalidate>
  <fieldset class="usa-fieldset">
    <legend class="usa-legend usa-sr-only">Email address and password</legend>
    ${input({ id: 'email', label: 'Email address', type: 'email', value: email, autocomplete: 'username', error: errorFor(errors, 'email'), autofocus: errors.length === 0 })}
    ${input({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errorFor(errors, 'password') })}
    <button class="usa-button usa-button--big" type="submit">Continue</button>
  </fieldset>
</form>
<p>Next you will enter a code from your authenticator app.</p>
<p>No account yet? <a class="usa-link" href="${v.signupUrl}">Create an account</a>.</p>`;
}

function restartForm(v: InteractionView): Html {
  return html`<form class="margin-top-3" method="post" action="${v.action}/restart">
  <button class="usa-button usa-button--unstyled" type="submit">Use a different account</button>
</form>`;
}

function codeForm(v: InteractionView, errors: FieldError[], button: string): Html {
  return html`<form class="usa-form usa-form--large" method="post" action="${v.action}/totp" novalidate>
  ${input({
    id: 'code',
    label: 'One-time code',
    hint: 'The 6 digits your authenticator app shows now, for example 123456.',
    autocomplete: 'one-time-code',
    inputmode: 'numeric',
    maxlength: 6,
    error: errorFor(errors, 'code'),
    autofocus: true,
  })}
  <button class="usa-button usa-button--big" type="submit">${button}</button>
</form>`;
}

export function codeStep(v: InteractionView, email: string, errors: FieldError[]): Html {
  return html`<h1>Enter your one-time code</h1>
${errorSummary(errors)}
<p>You are signing in as <strong>${email}</strong>. Open your authenticator app and enter the code it shows for GSA Advantage!.</p>
${codeForm(v, errors, 'Sign in')}
${restartForm(v)}`;
}

export interface Enrolment {
  qrDataUrl: string;
  secret: string;
  uri: string;
}

export function enrolStep(v: InteractionView, email: string, enrolment: Enrolment, errors: FieldError[]): Html {
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return html`<h1>Set up your authenticator app</h1>
${errorSummary(errors)}
<p>Your account <strong>${email}</strong> needs a second sign-in step. Add it to an authenticator app once, then enter a code from the app each time you sign in.</p>
<ol class="usa-process-list">
  <li class="usa-process-list__item">
    <h2 class="usa-process-list__heading">Add the account to your app</h2>
    <p>Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).</p>
    <img class="idp-qr" src="${enrolment.qrDataUrl}" alt="QR code that adds ${email} to an authenticator app. If you cannot scan it, type the key shown below.">
    <p>Or type this key into the app (time based, 6 digits, 30 seconds):</p>
    <p class="idp-secret" id="totp-secret">${grouped}</p>
    <details>
      <summary>Show the setup link</summary>
      <p class="idp-uri">${enrolment.uri}</p>
    </details>
  </li>
  <li class="usa-process-list__item">
    <h2 class="usa-process-list__heading">Confirm with a code</h2>
    ${codeForm(v, errors, 'Confirm and sign in')}
  </li>
</ol>`;
}

export function unverifiedStep(v: InteractionView, email: string, sent: boolean): Html {
  return html`<h1>Verify your email address</h1>
${sent
  ? alert('success', 'Verification email sent', `We sent a new verification link to ${email}. It expires in 24 hours.`)
  : alert('warning', 'Your email address is not verified yet', `Open the link in the verification email we sent to ${email}, then sign in again.`)}
<form class="usa-form" method="post" action="${v.action}/resend">
  <button class="usa-button usa-button--outline" type="submit">Send a new verification email</button>
</form>
${restartForm(v)}`;
}
