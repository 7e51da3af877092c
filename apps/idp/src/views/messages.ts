import { html, Html } from './html.js';

/** A page with a heading, one paragraph and an optional button link (errors, expiry, sign-out). */
export function message(heading: string, text: string, link: { href: string; label: string } | undefined): Html {
  return html`<h1>${heading}</h1>
<p class="usa-intro">${text}</p>
${link ? html`<p><a class="usa-button" href="${link.href}">${link.label}</a></p>` : ''}`;
}

/** RP-initiated logout without proof from the relying party: the person confirms (oidc-provider's form, no script). */
export function logoutConfirm(form: string): Html {
  return html`<h1>Do you want to sign out?</h1>
<p class="usa-intro">GSA Advantage! asked to end your sign-in session at the identity provider.</p>
${new Html(form)}
<div class="usa-button-group">
  <button class="usa-button" type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
  <button class="usa-button usa-button--outline" type="submit" form="op.logoutForm">No, stay signed in</button>
</div>`;
}
