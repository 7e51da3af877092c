import type { CategoryNode, ServiceCategory } from '@advantage/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { appHref, isExternal, type MenuState, useMenuData } from './search-bar/menu-data';
import { useDropdown } from './use-dropdown';

/** Where the whole category tree opens (main/start_page's browse-categories modal). */
export const BROWSE_CATEGORIES_ROUTE = '/ws/main/start_page?view=browseCategories';

interface DropdownProps<T> {
  id: string;
  label: string;
  /** Loads the menu's list; `wanted` turns true when the menu opens or is about to (pointer or focus on its button). */
  useItems: (wanted: boolean) => MenuState<T>;
  render: (items: T[], close: () => void) => ReactNode;
}

/** A USWDS header dropdown whose list comes from the server the first time it is wanted. */
function LoadedDropdown<T>({ id, label, useItems, render }: DropdownProps<T>) {
  const { open, setOpen, itemRef, buttonRef, onKeyDown } = useDropdown();
  const [primed, setPrimed] = useState(false);
  const state = useItems(open || primed);
  const close = () => setOpen(false);
  return (
    // Escape anywhere in the open menu closes it (USWDS navigation behaviour); the keys come from the buttons and links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="usa-nav__primary-item" ref={itemRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="usa-accordion__button usa-nav__link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => setPrimed(true)}
        onFocus={() => setPrimed(true)}
      >
        <span>{label}</span>
      </button>
      <ul id={id} className="usa-nav__submenu adv-categories" hidden={!open}>
        {state.status === 'ready'
          ? render(state.items, close)
          : (
              <li className="usa-nav__submenu-item adv-categories__status">
                {state.status === 'failed' ? 'The list could not be loaded. Close this menu and open it again to retry.' : 'Loading ...'}
              </li>
            )}
      </ul>
    </li>
  );
}

function MenuLink({ href, onClick, children }: { href: string; onClick: () => void; children: ReactNode }) {
  const to = appHref(href);
  if (isExternal(to)) {
    return (
      <a href={to} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} onClick={onClick}>
      {children}
    </Link>
  );
}

const useProducts = (wanted: boolean) => useMenuData('categories/product_category_list', wanted);
const useServices = (wanted: boolean) => useMenuData('categories/service_category_list_as_json', wanted);

function productItems(roots: CategoryNode[], close: () => void) {
  return (
    <>
      {roots.map((root) => (
        <li key={root.code} className="usa-nav__submenu-item adv-categories__group">
          <MenuLink href={root.url} onClick={close}>
            <strong>{root.name}</strong>
          </MenuLink>
          {root.children.length
            ? (
                <ul className="usa-list--unstyled adv-categories__children">
                  {root.children.map((child) => (
                    <li key={child.code} className="usa-nav__submenu-item">
                      <MenuLink href={child.url} onClick={close}>
                        {child.name}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              )
            : null}
        </li>
      ))}
      <li className="usa-nav__submenu-item">
        <Link to={BROWSE_CATEGORIES_ROUTE} onClick={close}>
          Browse all categories
        </Link>
      </li>
    </>
  );
}

/** docs/product/README.md "Service category menu": each entry links to the category's url with its search query, else with cat={categoryCode}. */
function serviceItems(categories: ServiceCategory[], close: () => void) {
  return categories.map((category) => (
    <li key={category.name} className="usa-nav__submenu-item">
      <MenuLink href={category.href} onClick={close}>
        {category.name}
      </MenuLink>
    </li>
  ));
}

/**
 * The header's category menus: product categories (the tree's top two levels, then the whole tree in
 * the browse-categories dialog) and the service category menu of docs/product/README.md Each list is fetched once,
 * when its menu is first wanted, and kept for the rest of the visit (docs/architecture.md).
 */
export function CategoryMenu() {
  return (
    <>
      <LoadedDropdown id="product-categories" label="Products" useItems={useProducts} render={productItems} />
      <LoadedDropdown id="service-categories" label="Services" useItems={useServices} render={serviceItems} />
    </>
  );
}
