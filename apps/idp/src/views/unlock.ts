import { alert, html, type Html } from './html.js';
import { message } from './messages.js';

/** The owner's email when sign-in to the account is paused; it never goes to the person signing in. */
export function unlockMail(givenName: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Sign-in to your Advantage account was paused',
    text: [
      `Hello ${givenName},`,
      '',
      'There were too many failed attempts to sign in to your Advantage account, so sign-in is paused for 15 minutes.',
      '',
      'If that was you, open this link to end the pause now:',
      link,
      '',
      'The link works once and expires in 30 minutes.',
      'If it was not you, do not open the link: someone may be trying to guess your password, and the pause slows them down.',
    ].join('\n'),
  };
}

/** The link opens a page that asks first, so a mail scanner that follows links does not spend it. */
export function unlockConfirm(action: string, token: string): Html {
  return html`<h1>End the sign-in pause</h1>
<p class="usa-intro">Sign-in to your account was paused after too many failed attempts. End the pause if those attempts were yours.</p>
<form class="usa-form" method="post" action="${action}">
  <input type="hidden" name="token" value="${token}">
  <button class="usa-button usa-button--big" type="submit">End the pause</button>
</form>`;
}

export function unlocked(homeUrl: string): Html {
  return html`<h1>Sign-in is no longer paused</h1>
${alert('success', 'You can sign in again', 'Sign in with your email address, password and the code from your authenticator app.')}
<p><a class="usa-button" href="${homeUrl}">Return to GSA Advantage!</a></p>`;
}

export function unlockInvalid(homeUrl: string): Html {
  return message(
    'This link is not valid',
    'It may have been used already or be older than 30 minutes. Sign-in pauses end by themselves after 15 minutes.',
    { href: homeUrl, label: 'Return to GSA Advantage!' },
  );
}
