import type { ReactNode } from 'react';
import type { ScreenProps } from '../../kit/screens/types';
import { PrivacyActNotice, RegistrationNotice, ShopNowLink, SignInPrompt, WelcomeBlock } from './StartParts';
import { readStartData } from '../../kit/store/start-data';

interface StorefrontStartProps extends ScreenProps {
  /** BEM modifier of the page and hero (`fss` gives `adv-start--fss` and `adv-hero--ggs`). */
  variant?: { page: string; hero: string };
  /** Content between the hero and the welcome block (quick links of a store). */
  children?: ReactNode;
}

/** The storefront start page shared by the general store and the stores that only add to it. */
export function StorefrontStart({ envelope, store, entry, variant, children }: StorefrontStartProps) {
  const data = readStartData(envelope.attributes, store);
  const login = envelope.responseName === 'Login';
  const headingId = `${variant?.page ?? 'start'}-heading`;
  return (
    <div className={`adv-start${variant ? ` adv-start--${variant.page}` : ''}`} data-store={data.store}>
      <section className={`adv-hero${variant ? ` adv-hero--${variant.hero}` : ''}`} aria-labelledby={headingId}>
        <div className="grid-container">
          <h1 id={headingId} className="adv-hero__heading">
            {data.title}
          </h1>
          {data.description ? <p className="adv-hero__text">{data.description}</p> : null}
          {login ? <SignInPrompt text={data.loginWelcomeText} hideShopNow={entry.flags?.hideShopNow} /> : <ShopNowLink hidden={entry.flags?.hideShopNow} />}
        </div>
      </section>
      <div className="grid-container adv-start__body">
        <RegistrationNotice attributes={envelope.attributes} />
        {children}
        <WelcomeBlock block={data.welcomeBlock} />
        {data.privacyActMessage ? <PrivacyActNotice /> : null}
      </div>
    </div>
  );
}
