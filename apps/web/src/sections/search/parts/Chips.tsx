import type { SelectedRefinement } from '@advantage/contracts';
import close from '@uswds/uswds/img/usa-icons/close.svg';
import { Link } from 'react-router';

/** The refinements in force as removable chips, with "Clear all". */
export function Chips({ selected, clearAllUrl }: { selected: readonly SelectedRefinement[]; clearAllUrl?: string | undefined }) {
  if (!selected.length) return null;
  return (
    <section className="adv-chips" aria-labelledby="chips-heading">
      <h2 id="chips-heading" className="usa-sr-only">
        Refinements in force
      </h2>
      <ul className="usa-list--unstyled adv-chips__list">
        {selected.map((s) => (
          <li key={`${String(s.param)}:${s.value}`}>
            <Link className="usa-button usa-button--outline usa-button--small adv-chip" to={s.removeUrl} aria-label={`Remove ${s.label}`}>
              <span>{s.label}</span>
              <img src={close} alt="" width="16" height="16" />
            </Link>
          </li>
        ))}
        {clearAllUrl
          ? (
              <li>
                <Link className="usa-button usa-button--unstyled adv-chips__clear" to={clearAllUrl}>
                  Clear all refinements
                </Link>
              </li>
            )
          : null}
      </ul>
    </section>
  );
}
