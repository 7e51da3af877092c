import { FORGOT_PASSWORD_QUERY, type ServerPath, SIGN_IN_TEXT, START_REGISTRATION_TEXT, START_REGISTRATION_TYPES, type StartRegistrationType } from '@advantage/contracts';
import { Link } from 'react-router';
import { HOME_ROUTE } from '../../lib/config';
import { ServerHtml } from '../../shell/components/ServerHtml';
import type { WelcomeBlockData } from '../../kit/store/start-data';

export function WelcomeBlock({ block }: { block: WelcomeBlockData | undefined }) {
  if (!block) return null;
  const headingId = `welcome-${block.keyName || 'block'}`;
  return (
    <section className="adv-welcome" aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <ServerHtml html={block.html} />
    </section>
  );
}

/** Our wording: the spec names the per-store flag but not the notice's text. */
export function PrivacyActNotice() {
  return (
    <section className="usa-summary-box adv-privacy" aria-labelledby="privacy-act-heading">
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="privacy-act-heading">
          Privacy Act notice
        </h2>
        <div className="usa-summary-box__text">
          <p>
            This is a U.S. Government system for official use by authorized users. Information you give us is used to process your orders
            and is protected under the Privacy Act of 1974 (5 U.S.C. 552a).
          </p>
        </div>
      </div>
    </section>
  );
}

export function ShopNowLink({ hidden }: { hidden?: boolean | undefined }) {
  if (hidden) return null;
  return (
    <Link className="usa-button usa-button--big adv-shop-now" to={HOME_ROUTE}>
      Shop now
    </Link>
  );
}

/** login/sign_in's forgotPassword variant: the forgot-user-id form. */
export const FORGOT_ROUTE = `/ws/login/sign_in?${FORGOT_PASSWORD_QUERY}`;

/**
 * The Login variant of a start page (visitors): the store's login welcome text and a sign-in call to action;
 * /authenticate starts sign-in. Visitors may still browse and search, so Shop now stays, as the second choice.
 */
export function SignInPrompt({ text, hideShopNow }: { text: string; hideShopNow?: boolean | undefined }) {
  return (
    <div className="adv-sign-in">
      {text ? <p className="adv-sign-in__text">{text}</p> : null}
      <Link className="usa-button usa-button--big" to="/authenticate">
        Sign in
      </Link>
      {hideShopNow
        ? null
        : (
            <Link className="usa-button usa-button--big usa-button--outline adv-shop-now" to={HOME_ROUTE}>
              Shop now
            </Link>
          )}
    </div>
  );
}

export function ForgotUserIdLink() {
  return (
    <p className="adv-sign-in__forgot">
      <Link to={FORGOT_ROUTE}>{SIGN_IN_TEXT.forgotHeading}</Link>
    </p>
  );
}

export interface QuickLink {
  label: string;
  path: ServerPath;
  query?: string;
}

/** Links to server screens; typing the path as ServerPath keeps them inside the method table. */
export function QuickLinks({ heading, links }: { heading: string; links: readonly QuickLink[] }) {
  return (
    <nav className="adv-quick-links" aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading">{heading}</h2>
      <ul className="usa-card-group">
        {links.map((link) => (
          <li key={link.path} className="usa-card tablet:grid-col-4">
            <div className="usa-card__container">
              <div className="usa-card__body">
                <Link to={`/ws/${link.path}${link.query ? `?${link.query}` : ''}`}>{link.label}</Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function registrationType(value: unknown): StartRegistrationType | undefined {
  return START_REGISTRATION_TYPES.find((t) => t === value);
}

/**
 * Where a registration stands when registration finalization sent the visitor to the start page with `type`
 * (docs/product/README.md): not registered yet (the two ways to register), or a sign-in away from finishing or starting.
 */
export function RegistrationNotice({ attributes }: { attributes: Record<string, unknown> }) {
  const type = registrationType(attributes.registrationType);
  if (!type) return null;
  const { heading, text } = START_REGISTRATION_TEXT[type];
  return (
    <div className="usa-alert usa-alert--info adv-registration-notice" role="region" aria-labelledby="registration-notice-heading">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="registration-notice-heading">
          {heading}
        </h2>
        <p className="usa-alert__text">{text}</p>
        {type === 'registration'
          ? (
              <ul className="usa-list">
                <li>
                  <Link to="/ws/profile/registration">Register as a federal buyer</Link>
                </li>
                <li>
                  <Link to="/ws/profile/state_registration">Register as a state or local buyer</Link>
                </li>
              </ul>
            )
          : null}
      </div>
    </div>
  );
}
