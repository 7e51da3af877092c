import type { CountedName } from '@advantage/contracts';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { PropsOf, ScreenProps } from '../../kit/screens/types';
import { readNameList } from './attributes';
import { formatCount, plural } from './format';

interface Props extends ScreenProps {
  noun: { one: string; many: string };
}

function matches(item: CountedName, filter: string): boolean {
  return !filter || item.name.toLowerCase().includes(filter);
}

/** A right dialog listing every manufacturer or contractor of the search, filterable by name; each links to the refined search. */
function NameList({ envelope, noun }: Props) {
  const a = readNameList(envelope);
  const [filter, setFilter] = useState('');
  const needle = useDeferredValue(filter.trim().toLowerCase());
  const shown = a.items.filter((item) => matches(item, needle));
  return (
    <div className="adv-name-list" data-screen="NameList">
      {a.searchText ? <p>{`${noun.many} with items matching “${a.searchText}”.`}</p> : null}
      {a.sampled ? <p className="usa-hint">Counts are drawn from the first matches of a very broad search.</p> : null}
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="name-list-filter">
          {`Filter ${noun.many.toLowerCase()} by name`}
        </label>
        <input
          className="usa-input"
          id="name-list-filter"
          type="search"
          autoComplete="off"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          aria-describedby="name-list-count"
        />
      </div>
      <p id="name-list-count" className="adv-name-list__count" role="status" aria-live="polite">
        {`${plural(shown.length, noun.one, noun.many.toLowerCase())} shown`}
      </p>
      <ul className="usa-list--unstyled adv-name-list__items">
        {shown.map((item) => (
          <li key={item.id}>
            <Link className="usa-link" to={item.url} aria-current={item.selected ? 'true' : undefined}>
              {item.name}
            </Link>
            {' '}
            <span className="adv-name-list__item-count">{`(${formatCount(item.count)})`}</span>
            {item.selected ? <span className="usa-tag adv-name-list__selected">Selected</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ManufacturerList(props: PropsOf<'search/mfr_list', 'ManufacturerList'>) {
  return <NameList {...props} noun={{ one: 'manufacturer', many: 'Manufacturers' }} />;
}

export function ContractorList(props: PropsOf<'search/vnd_list', 'ContractorList'>) {
  return <NameList {...props} noun={{ one: 'contractor', many: 'Contractors' }} />;
}
