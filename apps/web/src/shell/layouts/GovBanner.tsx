import dotGovIcon from '@uswds/uswds/img/icon-dot-gov.svg';
import httpsIcon from '@uswds/uswds/img/icon-https.svg';
import lockIcon from '@uswds/uswds/img/lock.svg';
import flag from '@uswds/uswds/img/us_flag_small.png';
import { useState } from 'react';

/**
 * The USWDS "official website" banner. Written out rather than imported from the component library,
 * whose banner pulls in its whole icon set (tens of kB) for one padlock.
 */
export function GovBanner() {
  const [open, setOpen] = useState(false);
  return (
    <section className="usa-banner" aria-label="Official website of the United States government">
      <div className="usa-accordion">
        <header className={`usa-banner__header${open ? ' usa-banner__header--expanded' : ''}`}>
          <div className="usa-banner__inner">
            <div className="grid-col-auto">
              <img aria-hidden="true" className="usa-banner__header-flag" src={flag} alt="" />
            </div>
            <div className="grid-col-fill tablet:grid-col-auto" aria-hidden="true">
              <p className="usa-banner__header-text">An official website of the United States government</p>
              <p className="usa-banner__header-action">Here's how you know</p>
            </div>
            <button
              type="button"
              className="usa-accordion__button usa-banner__button"
              aria-expanded={open}
              aria-controls="gov-banner"
              onClick={() => setOpen((o) => !o)}
            >
              <span className="usa-banner__button-text">Here's how you know</span>
            </button>
          </div>
        </header>
        <div className="usa-banner__content usa-accordion__content" id="gov-banner" hidden={!open}>
          <div className="grid-row grid-gap-lg">
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img className="usa-banner__icon usa-media-block__img" src={dotGovIcon} role="img" alt="" aria-hidden="true" />
              <div className="usa-media-block__body">
                <p>
                  <strong>Official websites use .gov</strong>
                  <br />
                  A
                  <strong>.gov</strong>
                  {' '}
                  website belongs to an official government organization in the United States.
                </p>
              </div>
            </div>
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img className="usa-banner__icon usa-media-block__img" src={httpsIcon} role="img" alt="" aria-hidden="true" />
              <div className="usa-media-block__body">
                <p>
                  <strong>Secure .gov websites use HTTPS</strong>
                  <br />
                  A
                  <strong>lock</strong>
                  {' '}
                  (
                  <img className="adv-banner-lock" src={lockIcon} alt="Locked padlock icon" width="10" height="12" />
                  ) or
                  {' '}
                  <strong>https://</strong>
                  {' '}
                  means you've safely connected to the .gov website. Share sensitive information only on official,
                  secure websites.
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
