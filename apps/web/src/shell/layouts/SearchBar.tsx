import type { SuggestionKind } from '@advantage/contracts';
import searchIcon from '@uswds/uswds/img/usa-icons-bg/search--white.svg';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import './search-bar/search-bar.css';
import { keywordProblem } from './search-bar/keyword';
import { keywordSearchHref } from './search-bar/links';
import type { Suggestion } from './search-bar/suggestions';
import { useCombobox } from './search-bar/use-combobox';

const KIND_LABELS: Readonly<Record<SuggestionKind, string>> = {
  type: 'Product type',
  manufacturer: 'Manufacturer',
  category: 'Category',
  contractor: 'Contractor',
  phrase: 'Search term',
  part: 'Part number',
  nsn: 'NSN',
};

/** The keyword of the results on screen, so the box shows what was searched. */
function useShownKeyword(show: (text: string) => void) {
  const location = useLocation();
  useEffect(() => {
    if (!location.pathname.startsWith('/ws/search/')) return;
    const keyword = new URLSearchParams(location.search).get('searchText');
    if (keyword !== null) show(keyword);
  }, [location.pathname, location.search, show]);
}

/**
 * The header search (USWDS small search, written as markup: the library's Search pulls in its whole
 * icon set) with autocomplete as an ARIA 1.2 combobox. A keyword that breaks docs/product/validation-rules.md's rule gets the
 * rule's message and never reaches the server.
 */
export function SearchBar() {
  const navigate = useNavigate();
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const listId = `header-search-list-${id}`;
  const errorId = `header-search-error-${id}`;
  const [problem, setProblem] = useState<string | undefined>();

  function search(keyword: string) {
    const message = keywordProblem(keyword);
    setProblem(message);
    if (!message) void navigate(keywordSearchHref(keyword));
  }

  // A part-number or NSN suggestion names one product: it opens that product.
  const box = useCombobox((s: Suggestion) => (s.url ? void navigate(s.url) : search(s.term)));
  useShownKeyword(box.show);
  // A list left open must not stay over the next page (its header and checkout steps).
  const { close } = box;
  const { key: pageKey } = useLocation();
  useEffect(() => close(), [pageKey, close]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    box.close();
    search(box.text);
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = box.open && box.suggestions.length > 0;
  return (
    <section className="adv-search" aria-label="Search the catalog">
      {/* USWDS styles the search form by [role=search]. */}
      <form className="usa-search usa-search--small" role="search" onSubmit={onSubmit} noValidate>
        <label className="usa-sr-only" htmlFor="header-search">
          Search products and services
        </label>
        <div className="adv-search__field">
          <input
            className={`usa-input${problem ? ' usa-input--error' : ''}`}
            id="header-search"
            type="search"
            name="searchText"
            placeholder="Search by keyword, part number or NSN"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && box.active >= 0 ? optionId(box.active) : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            value={box.text}
            onChange={(event) => {
              setProblem(undefined);
              box.setText(event.target.value);
            }}
            onKeyDown={box.onKeyDown}
            onBlur={box.close}
          />
          <div id={listId} className="usa-combo-box__list adv-search__list" role="listbox" aria-label="Search suggestions" hidden={!expanded}>
            {box.suggestions.map((s, index) => (
              // The keyboard stays in the input (aria-activedescendant); a press here must not blur it first.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={`${s.kind}:${s.term}`}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === box.active}
                className={`usa-combo-box__list-option${index === box.active ? ' usa-combo-box__list-option--focused' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => box.highlight(index)}
                onClick={() => box.choose(s)}
              >
                <span className="adv-search__term">{s.term}</span>
                <span className="adv-search__kind">{KIND_LABELS[s.kind]}</span>
              </div>
            ))}
          </div>
        </div>
        <button className="usa-button" type="submit">
          <img src={searchIcon} className="usa-search__submit-icon" alt="Search" />
        </button>
      </form>
      <div className="usa-sr-only" role="status" aria-live="polite">
        {expanded ? `${box.suggestions.length} suggestion${box.suggestions.length === 1 ? '' : 's'} available. Use the up and down arrows to review.` : ''}
      </div>
      {problem
        ? (
            <span className="usa-error-message adv-search__error" id={errorId} role="alert">
              {problem}
            </span>
          )
        : null}
    </section>
  );
}
