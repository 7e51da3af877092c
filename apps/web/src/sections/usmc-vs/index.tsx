/** The 'usmc-vs' section chunk: the marine corps store's start and home pages. */
import { STORE_START_TEXT } from '@advantage/contracts';
import { HomeContent } from '../common/HomeContent';
import type { ScreenProps } from '../../kit/screens/types';

export { UsmcStartPage as StartPage } from './UsmcStartPage';

/** HomePage, and usmc/start_page's Success (the first page after signing in), which says so first. */
export function HomePage(props: ScreenProps) {
  return (
    <>
      {props.envelope.responseName === 'Success'
        ? (
            <div className="grid-container">
              <div className="usa-alert usa-alert--success usa-alert--slim margin-top-2" role="status">
                <div className="usa-alert__body">
                  <p className="usa-alert__text">{STORE_START_TEXT.usmcSignedIn}</p>
                </div>
              </div>
            </div>
          )
        : null}
      <HomeContent {...props} heading="GSA Global Supply for the United States Marine Corps" />
    </>
  );
}
