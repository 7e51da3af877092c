import searchIcon from '@uswds/uswds/img/usa-icons-bg/search--white.svg';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_ROUTE } from '../../config';

/**
 * The header search frame (USWDS small search). Written as USWDS markup: the library's Search pulls
 * in its whole icon set. The search issue replaces the target with header_search.
 */
export function SearchBar() {
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('searchText');
    const text = input instanceof HTMLInputElement ? input.value.trim() : '';
    if (text) void navigate(`${SEARCH_ROUTE}?searchText=${encodeURIComponent(text)}`);
  }
  return (
    <section className="adv-search" aria-label="Search the catalog">
      {/* USWDS styles the search form by [role=search]. */}
      <form className="usa-search usa-search--small" role="search" onSubmit={onSubmit}>
        <label className="usa-sr-only" htmlFor="header-search">
          Search products and services
        </label>
        <input
          className="usa-input"
          id="header-search"
          type="search"
          name="searchText"
          placeholder="Search by keyword, part number or NSN"
        />
        <button className="usa-button" type="submit">
          <img src={searchIcon} className="usa-search__submit-icon" alt="Search" />
        </button>
      </form>
    </section>
  );
}
