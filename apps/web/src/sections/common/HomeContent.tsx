import type { ScreenProps } from '../../kit/screens/types';
import { type QuickLink, QuickLinks, WelcomeBlock } from './StartParts';
import { readStartData } from '../../kit/store/start-data';

const HOME_LINKS: readonly QuickLink[] = [
  { label: 'Shopping cart', path: 'cart/shopping_cart' },
  { label: 'Parked carts', path: 'parkcart/my_parkcart' },
  { label: 'Order history', path: 'orderhistory/my_orders' },
  { label: 'Quick order', path: 'ordering/quick_ordering' },
  { label: 'Advanced search', path: 'search/advanced', query: 'formType=products' },
  { label: 'Help', path: 'information/help' },
];

/** The store home page body; the heading differs per store variant. */
export function HomeContent({ envelope, store, heading }: ScreenProps & { heading?: string }) {
  const data = readStartData(envelope.attributes, store);
  return (
    <div className="adv-home" data-store={data.store}>
      <div className="grid-container adv-page">
        <h1>{heading ?? data.title}</h1>
        {data.description ? <p className="usa-intro">{data.description}</p> : null}
        <WelcomeBlock block={data.welcomeBlock} />
        <QuickLinks heading="Start shopping" links={HOME_LINKS} />
      </div>
    </div>
  );
}
