/** The 'fss-vs' section chunk: the GSA Global Supply (FSS) storefront, adv12 theme. */

import { type QuickLink, QuickLinks } from '../common/StartParts';
import { StorefrontStart } from '../common/StorefrontStart';
import type { ScreenProps } from '../../kit/screens/types';

const GLOBAL_SUPPLY_LINKS: readonly QuickLink[] = [
  { label: 'GSA Global Supply stock', path: 'ggs/start_page' },
  { label: 'Global Supply search', path: 'search/gss_search' },
  { label: 'FEDSTRIP / MILSTRIP ordering', path: 'fedstrip/fedstrip_init' },
  { label: 'Quick order', path: 'ordering/quick_ordering' },
  { label: 'Global Supply help', path: 'ggs/information/help' },
];

export function StartPage(props: ScreenProps) {
  return (
    <StorefrontStart {...props} variant={{ page: 'fss', hero: 'ggs' }}>
      <QuickLinks heading="Global Supply services" links={GLOBAL_SUPPLY_LINKS} />
    </StorefrontStart>
  );
}
