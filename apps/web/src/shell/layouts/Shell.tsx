import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PunchoutBanner } from './PunchoutBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { LayoutProps } from './types';

interface ShellProps extends Omit<LayoutProps, 'children'> {
  variant: string;
  /** Shown between the header and main, e.g. a virtual store's banner. */
  banner?: ReactNode;
  children: ReactNode;
}

// Module-level so a change of layout between two pages still counts as a navigation.
let lastLocationKey: string | undefined;

/** Skip link, header, the page's one <main>, footer. Focus moves to <main> after each in-app navigation. */
export function Shell({ store, settings, entry, fatal = false, homeLink = true, variant, banner, children }: ShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    // preventScroll: where the page shows is the scroll restoration's choice (top, or back where it was).
    if (lastLocationKey !== undefined && lastLocationKey !== location.key) mainRef.current?.focus({ preventScroll: true });
    lastLocationKey = location.key;
  }, [location.key]);

  return (
    <div className={`adv-shell adv-shell--${variant}`} data-layout={variant}>
      <a className="usa-skipnav" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader
        store={store}
        simple={fatal}
        homeLink={homeLink && !fatal}
        {...(settings ? { settings } : {})}
        {...(entry?.flags ? { flags: entry.flags } : {})}
      />
      <PunchoutBanner />
      {banner}
      <main id="main-content" className="adv-main" tabIndex={-1} ref={mainRef}>
        {children}
      </main>
      <SiteFooter store={store} simple={fatal} />
    </div>
  );
}
