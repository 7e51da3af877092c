/** The 'fss-vs' section chunk: the GSA Global Supply (FSS) storefront, adv12 theme. */

import { PrivacyActNotice, type QuickLink, QuickLinks, ShopNowLink, SignInPrompt, WelcomeBlock } from '../common/StartParts';
import { readStartData } from '../common/start-data';
import type { ScreenProps } from '../types';

const GLOBAL_SUPPLY_LINKS: readonly QuickLink[] = [
  { label: 'Global Supply search', path: 'search/gss_search' },
  { label: 'FEDSTRIP / MILSTRIP ordering', path: 'fedstrip/fedstrip_init' },
  { label: 'Quick order', path: 'ordering/quick_ordering' },
  { label: 'Global Supply help', path: 'ggs/information/help' },
];

export function StartPage({ envelope, store, entry }: ScreenProps) {
  const data = readStartData(envelope.attributes, store);
  const login = envelope.responseName === 'Login';
  return (
    <div className="adv-start adv-start--fss" data-store={data.store}>
      <section className="adv-hero adv-hero--ggs" aria-labelledby="fss-heading">
        <div className="grid-container">
          <h1 id="fss-heading" className="adv-hero__heading">
            {data.title}
          </h1>
          {data.description ? <p className="adv-hero__text">{data.description}</p> : null}
          {login ? <SignInPrompt text={data.loginWelcomeText} /> : <ShopNowLink hidden={entry.flags?.hideShopNow} />}
        </div>
      </section>
      <div className="grid-container adv-start__body">
        <QuickLinks heading="Global Supply services" links={GLOBAL_SUPPLY_LINKS} />
        <WelcomeBlock block={data.welcomeBlock} />
        {data.privacyActMessage ? <PrivacyActNotice /> : null}
      </div>
    </div>
  );
}
