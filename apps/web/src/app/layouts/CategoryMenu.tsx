import { Link } from 'react-router';
import { SEARCH_ROUTE, SERVICE_CATEGORIES } from '../../config';
import { useDropdown } from './use-dropdown';

const MENU_ID = 'service-categories';

/**
 * The service category menu frame (spec §2), a USWDS header dropdown. The category's own url,
 * searchQuery and categoryCode come from the server with the catalog issue; until then each entry
 * runs a keyword search on its name.
 */
export function CategoryMenu() {
  const { open, setOpen, itemRef, buttonRef, onKeyDown } = useDropdown();

  return (
    // Escape anywhere in the open menu closes it (USWDS navigation behaviour); the keys come from the buttons and links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="usa-nav__primary-item" ref={itemRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="usa-accordion__button usa-nav__link"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((o) => !o)}
      >
        <span>Services</span>
      </button>
      <ul id={MENU_ID} className="usa-nav__submenu adv-categories" hidden={!open}>
        {SERVICE_CATEGORIES.map((name) => (
          <li key={name} className="usa-nav__submenu-item">
            <Link to={`${SEARCH_ROUTE}?searchText=${encodeURIComponent(name)}`} onClick={() => setOpen(false)}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
