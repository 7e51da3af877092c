/**
 * main/ebuy (Ebuy): what eBuy is, and the hand-off to the eBuy address configured for the member's agency. The
 * button goes to main/ebuy?handoff=true, whose REDIRECT leaves the app only for an allow-listed eBuy origin.
 */
import { EBUY_TEXT } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';

export function Ebuy({ envelope }: PropsOf<'main/ebuy', 'Ebuy'>) {
  const { destination, handOffUrl } = envelope.attributes;
  return (
    <div className="adv-ebuy" data-screen="Ebuy">
      <h1>{EBUY_TEXT.title}</h1>
      <p className="usa-intro">{EBUY_TEXT.intro}</p>
      <h2>When to use eBuy</h2>
      <ul className="usa-list">
        {EBUY_TEXT.uses.map((use) => (
          <li key={use}>{use}</li>
        ))}
      </ul>
      {destination && handOffUrl
        ? (
            <section aria-labelledby="ebuy-destination">
              <h2 id="ebuy-destination">Your agency’s eBuy</h2>
              <dl className="adv-definitions">
                <dt>Configured for</dt>
                <dd>{destination.agency}</dd>
                <dt>Address</dt>
                <dd>{destination.host}</dd>
              </dl>
              <p className="usa-hint">{EBUY_TEXT.handOffNote}</p>
              <Link className="usa-button usa-button--big" to={handOffUrl}>
                {EBUY_TEXT.continue}
              </Link>
            </section>
          )
        : (
            <div className="usa-alert usa-alert--warning">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{EBUY_TEXT.notConfigured}</p>
              </div>
            </div>
          )}
    </div>
  );
}
