import type { ResultStyle, SortChoice } from '@advantage/contracts';
import gridIcon from '@uswds/uswds/img/usa-icons/grid_view.svg';
import listIcon from '@uswds/uswds/img/usa-icons/list.svg';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Sort order: a select and its button (changing the select alone does not reload the results, so
 * arrowing through the options with the keyboard stays on the page).
 */
export function SortForm({ choices }: { choices: readonly SortChoice[] }) {
  const navigate = useNavigate();
  const current = choices.find((c) => c.selected)?.value ?? choices[0]?.value ?? '';
  const [value, setValue] = useState<string>(current);
  if (!choices.length) return null;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const choice = choices.find((c) => c.value === value);
    if (choice && !choice.selected) void navigate(choice.url);
  }
  return (
    <form className="adv-sort" onSubmit={onSubmit}>
      <label className="usa-label" htmlFor="search-sort">
        Sort by
      </label>
      <div className="adv-sort__controls">
        <select className="usa-select" id="search-sort" name="sort" value={value} onChange={(event) => setValue(event.target.value)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="submit" className="usa-button usa-button--outline">
          Sort
        </button>
      </div>
    </form>
  );
}

const STYLES: ReadonlyArray<{ style: ResultStyle; label: string; icon: string }> = [
  { style: 'list', label: 'List view', icon: listIcon },
  { style: 'grid', label: 'Grid view', icon: gridIcon },
];

/** List or grid: two toggle buttons (aria-pressed); the choice is remembered by the caller. */
export function StyleToggle({ style, onChange }: { style: ResultStyle; onChange: (style: ResultStyle) => void }) {
  return (
    <div className="adv-style-toggle" role="group" aria-label="Show results as">
      <ul className="usa-button-group usa-button-group--segmented">
        {STYLES.map((s) => (
          <li key={s.style} className="usa-button-group__item">
            <button
              type="button"
              className={`usa-button${s.style === style ? '' : ' usa-button--outline'}`}
              aria-pressed={s.style === style}
              onClick={() => onChange(s.style)}
            >
              <img src={s.icon} alt="" width="16" height="16" className="adv-style-toggle__icon" />
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
