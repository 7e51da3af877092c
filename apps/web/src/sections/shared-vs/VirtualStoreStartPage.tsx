import type { ReactNode } from 'react';
import { PrivacyActNotice, RegistrationNotice, ShopNowLink, SignInPrompt, WelcomeBlock } from '../common/StartParts';
import { readStartData } from '../../kit/store/start-data';
import { StoreAgreements } from './StoreAgreements';
import type { ScreenProps } from '../../kit/screens/types';

/** The start page every agency virtual store shares; `notice` carries the store's access rule, if any. */
export function VirtualStoreStartPage({ envelope, store, entry, notice }: ScreenProps & { notice?: ReactNode }) {
  const data = readStartData(envelope.attributes, store);
  const login = envelope.responseName === 'Login';
  return (
    <div className="adv-start adv-start--vs" data-store={data.store}>
      <div className="grid-container adv-page">
        <h1>{data.title}</h1>
        {data.description ? <p className="usa-intro">{data.description}</p> : null}
        {notice
          ? (
              <div className="usa-alert usa-alert--info usa-alert--slim">
                <div className="usa-alert__body">
                  <p className="usa-alert__text">{notice}</p>
                </div>
              </div>
            )
          : null}
        {login ? <SignInPrompt text={data.loginWelcomeText} hideShopNow={entry.flags?.hideShopNow} /> : <ShopNowLink hidden={entry.flags?.hideShopNow} />}
        <RegistrationNotice attributes={envelope.attributes} />
        <WelcomeBlock block={data.welcomeBlock} />
        <StoreAgreements attributes={envelope.attributes} />
        {data.privacyActMessage ? <PrivacyActNotice /> : null}
      </div>
    </div>
  );
}
