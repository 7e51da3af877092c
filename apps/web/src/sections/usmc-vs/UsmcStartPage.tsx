import { MESSAGES } from '@advantage/contracts';
import { ForgotUserIdLink, PrivacyActNotice, RegistrationNotice, type QuickLink, QuickLinks, ShopNowLink, SignInPrompt, WelcomeBlock } from '../common/StartParts';
import { readStartData } from '../../kit/store/start-data';
import type { ScreenProps } from '../../kit/screens/types';

/** The ways a Marine Corps clerk orders besides the catalog: by requisition (FEDSTRIP/MILSTRIP) or by quick order. */
const USMC_LINKS: readonly QuickLink[] = [
  { label: 'FEDSTRIP / MILSTRIP ordering', path: 'fedstrip/fedstrip_init' },
  { label: 'GSA Global Supply stock', path: 'ggs/start_page' },
  { label: 'Quick order', path: 'ordering/quick_ordering' },
];

/**
 * The marine corps storefront (adv12): its login title is the page's main heading (docs/product/agency-stores.md), and a visitor
 * who is not signed in finds the way to a forgotten user ID (the forgotPassword variant of sign_in).
 */
export function UsmcStartPage({ envelope, store, entry }: ScreenProps) {
  const data = readStartData(envelope.attributes, store);
  const login = envelope.responseName === 'Login';
  return (
    <div className="adv-start adv-start--usmc" data-store={data.store}>
      <section className="adv-usmc-hero" aria-labelledby="usmc-heading">
        <div className="grid-container">
          <h1 id="usmc-heading" className="adv-usmc-hero__heading">
            {MESSAGES.usmcLoginTitle}
          </h1>
          <p className="adv-usmc-hero__store">{data.title}</p>
          {data.description ? <p>{data.description}</p> : null}
          {login ? <SignInPrompt text={data.loginWelcomeText} hideShopNow={entry.flags?.hideShopNow} /> : <ShopNowLink hidden={entry.flags?.hideShopNow} />}
          {envelope.attributes.loggedIn === true ? null : <ForgotUserIdLink />}
        </div>
      </section>
      <div className="grid-container adv-start__body">
        <RegistrationNotice attributes={envelope.attributes} />
        <QuickLinks heading="Marine Corps ordering" links={USMC_LINKS} />
        <WelcomeBlock block={data.welcomeBlock} />
        {data.privacyActMessage ? <PrivacyActNotice /> : null}
      </div>
    </div>
  );
}
