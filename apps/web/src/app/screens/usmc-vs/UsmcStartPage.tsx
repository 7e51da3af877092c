import { MESSAGES } from '@advantage/contracts';
import { PrivacyActNotice, ShopNowLink, SignInPrompt, WelcomeBlock } from '../common/StartParts';
import { readStartData } from '../common/start-data';
import type { ScreenProps } from '../types';

/** The marine corps storefront (adv12): its login title is the page's main heading (spec §2). */
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
          {login ? <SignInPrompt text={data.loginWelcomeText} /> : <ShopNowLink hidden={entry.flags?.hideShopNow} />}
        </div>
      </section>
      <div className="grid-container adv-start__body">
        <WelcomeBlock block={data.welcomeBlock} />
        {data.privacyActMessage ? <PrivacyActNotice /> : null}
      </div>
    </div>
  );
}
