import { alert, errorFor, errorSummary, type FieldError, html, type Html, input } from './html.js';

export interface SignupValues {
  email: string;
  givenName: string;
  familyName: string;
  returnTo: string | undefined;
}

export function signupForm(action: string, values: SignupValues, errors: FieldError[]): Html {
  return html`<h1>Create a GSA Advantage! sign-in account</h1>
${errorSummary(errors)}
<p>All fields are required. We will send a link to your email address to verify it.</p>
<form class="usa-form usa-form--large" method="post" action="${action}" novalidate>
  ${values.returnTo ? html`<input type="hidden" name="return_to" value="${values.returnTo}">` : ''}
  <fieldset class="usa-fieldset">
    <legend class="usa-legend usa-legend--large">Your details</legend>
    ${input({ id: 'email', label: 'Email address', type: 'email', value: values.email, autocomplete: 'email', error: errorFor(errors, 'email') })}
    ${input({ id: 'given_name', label: 'First name', value: values.givenName, autocomplete: 'given-name', error: errorFor(errors, 'given_name') })}
    ${input({ id: 'family_name', label: 'Last name', value: values.familyName, autocomplete: 'family-name', error: errorFor(errors, 'family_name') })}
  </fieldset>
  <fieldset class="usa-fieldset">
    <legend class="usa-legend usa-legend--large">Password</legend>
    ${input({
      id: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'new-password',
      hint: 'At least 8 characters with a letter, a digit and one of - ! @ # $ % ^ & * ( ) { } [ ] + ,',
      error: errorFor(errors, 'password'),
    })}
    ${input({ id: 'confirm_password', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errorFor(errors, 'confirm_password') })}
  </fieldset>
  <button class="usa-button usa-button--big" type="submit">Create account</button>
</form>`;
}

export function signupSent(email: string): Html {
  return html`<h1>Check your email</h1>
${alert('success', 'Almost done', `If ${email} can be used for a new account, we sent it a link to verify the address. The link expires in 24 hours.`)}
<p>Open the link in that email to finish. You can close this page.</p>`;
}

export function verified(continueUrl: string): Html {
  return html`<h1>Email address verified</h1>
${alert('success', 'Your account is ready', 'You can now sign in. The first time, you will set up an authenticator app for the one-time code.')}
<p><a class="usa-button" href="${continueUrl}">Continue to sign in</a></p>`;
}
