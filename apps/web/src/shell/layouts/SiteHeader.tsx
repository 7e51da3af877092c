import type { StoreName, StoreSettings } from '@advantage/contracts';
import closeIcon from '@uswds/uswds/img/usa-icons/close.svg';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { START_PAGE_PATH, STORE_LABELS, storeLogoSrc } from '../../lib/config';
import type { ScreenFlags } from '../../kit/screens/types';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { MessagesLink } from './MessagesLink';
import { CategoryMenu } from './CategoryMenu';
import { GovBanner } from './GovBanner';
import { SearchBar } from './SearchBar';

interface Props {
  store: StoreName;
  settings?: StoreSettings;
  flags?: ScreenFlags;
  /** docs/product/errors.md: a fatal error shows a simple header with no home link. */
  simple?: boolean;
  homeLink?: boolean;
}

function StoreLogo({ store, settings, link }: Pick<Props, 'store' | 'settings'> & { link: boolean }) {
  const alt = settings?.logo.alt || `${settings?.title ?? STORE_LABELS[store]} logo`;
  const image = <img className="adv-logo" src={storeLogoSrc(store)} alt={alt} width="240" height="48" />;
  return (
    <div className="usa-logo">
      <em className="usa-logo__text">
        {link
          ? (
              <Link to={`/ws/${START_PAGE_PATH}?store=${store}`} title="Store home">
                {image}
              </Link>
            )
          : (
              image
            )}
      </em>
    </div>
  );
}

/**
 * The mobile menu: focus moves into it on open and back to the Menu button on close; Escape closes it.
 * It is open on the page it was opened on only: any navigation (Cart, an account page, a category, a
 * search) closes it, and the focus goes where a navigation puts it (the new page's <main>, see Shell).
 */
function useMobileNav() {
  const { key: page } = useLocation();
  // The page the menu was opened on; a later page (or Back to this one) finds it closed.
  const [openOn, setOpenOn] = useState<string>();
  if (openOn !== undefined && openOn !== page) setOpenOn(undefined);
  const expanded = openOn === page;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpenOn(undefined);
    menuButton.current?.focus();
  }, []);
  useEffect(() => {
    if (!expanded) return;
    document.body.classList.add('usa-js-mobile-nav--active');
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('usa-js-mobile-nav--active');
      document.removeEventListener('keydown', onKey);
    };
  }, [expanded, close]);
  return { expanded, open: () => setOpenOn(page), close, menuButton, closeButton };
}

/** The USWDS basic header, written as markup so the component library stays out of the page bundle. */
export function SiteHeader({ store, settings, flags, simple = false, homeLink = true }: Props) {
  const nav = useMobileNav();
  const { expanded } = nav;
  const logo = <StoreLogo store={store} link={homeLink && !simple} {...(settings ? { settings } : {})} />;
  if (simple) {
    return (
      <header className="usa-header usa-header--basic adv-header adv-header--simple">
        <div className="usa-nav-container">
          <div className="usa-navbar">{logo}</div>
        </div>
      </header>
    );
  }
  return (
    <>
      <GovBanner />
      {/* The backdrop is a pointer shortcut; Escape and the close button serve the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={`usa-overlay${expanded ? ' is-visible' : ''}`} onClick={nav.close} />
      <header className="usa-header usa-header--basic adv-header">
        <div className="usa-nav-container">
          <div className="usa-navbar">
            {logo}
            <button type="button" className="usa-menu-btn" ref={nav.menuButton} onClick={nav.open}>
              Menu
            </button>
          </div>
          <nav aria-label="Primary navigation" className={`usa-nav${expanded ? ' is-visible' : ''}`}>
            <button type="button" className="usa-nav__close" ref={nav.closeButton} onClick={nav.close}>
              <img src={closeIcon} alt="Close menu" />
            </button>
            <ul className="usa-nav__primary usa-accordion">
              {flags?.hideCategories ? null : <CategoryMenu />}
              <CartLink />
              <MessagesLink />
              <AccountMenu />
            </ul>
            {flags?.hideSearchBar ? null : <SearchBar />}
          </nav>
        </div>
      </header>
    </>
  );
}
