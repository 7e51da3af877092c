import { PrivacyActNotice, ShopNowLink, SignInPrompt, WelcomeBlock } from '../common/StartParts';
import { readStartData } from '../common/start-data';
import type { ScreenProps } from '../types';

/** The general storefront's start page (index layout): hero, welcome block, shop-now, privacy act notice. */
export function StartPage({ envelope, store, entry }: ScreenProps) {
  const data = readStartData(envelope.attributes, store);
  const login = envelope.responseName === 'Login';
  return (
    <div className="adv-start" data-store={data.store}>
      <section className="adv-hero" aria-labelledby="start-heading">
        <div className="grid-container">
          <h1 id="start-heading" className="adv-hero__heading">
            {data.title}
          </h1>
          {data.description ? <p className="adv-hero__text">{data.description}</p> : null}
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
