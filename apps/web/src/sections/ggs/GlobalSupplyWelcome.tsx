import { type GlobalSupplyItem, STORE_START_TEXT } from '@advantage/contracts';
import { Link } from 'react-router';
import { formatCount, money } from '../common/format';
import { type QuickLink, QuickLinks, WelcomeBlock } from '../common/StartParts';
import { readStartData } from '../../kit/store/start-data';
import type { ScreenProps } from '../../kit/screens/types';

/** The ways to order Global Supply stock besides the cart. */
const GLOBAL_SUPPLY_LINKS: readonly QuickLink[] = [
  { label: 'Global Supply search', path: 'search/gss_search' },
  { label: 'FEDSTRIP / MILSTRIP ordering', path: 'fedstrip/fedstrip_init' },
  { label: 'Quick order', path: 'ordering/quick_ordering' },
  { label: 'Global Supply help', path: 'ggs/information/help' },
];

function isItem(value: unknown): value is GlobalSupplyItem {
  const v = value as Partial<GlobalSupplyItem> | null;
  return !!v && typeof v.productId === 'number' && typeof v.nsn === 'string' && typeof v.priceCents === 'number' && typeof v.url === 'string';
}

/**
 * `ggs/start_page` Welcome (docs/product/agency-stores.md): GSA Global Supply stock up front — items with their NSN, unit of issue,
 * price and 2–7 day delivery — and the ways into requisition ordering.
 */
export function GlobalSupplyWelcome({ envelope, store }: ScreenProps) {
  const data = readStartData(envelope.attributes, store);
  const items = Array.isArray(envelope.attributes.items) ? envelope.attributes.items.filter(isItem) : [];
  const stocked = typeof envelope.attributes.stockedItemCount === 'number' ? envelope.attributes.stockedItemCount : items.length;
  return (
    <div className="adv-start adv-start--ggs" data-store={data.store}>
      <div className="grid-container adv-page">
        <h1>{data.title}</h1>
        <p className="usa-intro">{STORE_START_TEXT.globalSupplyIntro}</p>
        <section className="adv-stock" aria-labelledby="stock-heading">
          <h2 id="stock-heading">{STORE_START_TEXT.globalSupplyHeading}</h2>
          {items.length === 0
            ? <p>No stocked items are listed right now. Search Global Supply for what you need.</p>
            : (
                <>
                  <p>{`${formatCount(stocked)} stocked items with a National Stock Number. A few of them:`}</p>
                  <table className="usa-table usa-table--borderless usa-table--stacked">
                    <caption className="usa-sr-only">{STORE_START_TEXT.globalSupplyHeading}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Item</th>
                        <th scope="col">NSN</th>
                        <th scope="col">Unit of issue</th>
                        <th scope="col">Price</th>
                        <th scope="col">Delivery</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item) => (
                        <tr key={item.productId}>
                          <th scope="row" data-label="Item">
                            <Link to={item.url}>{item.title}</Link>
                          </th>
                          <td data-label="NSN">{item.nsn}</td>
                          <td data-label="Unit of issue">{item.unitOfIssue}</td>
                          <td data-label="Price">{money(item.priceCents)}</td>
                          <td data-label="Delivery">{item.deliveryText}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
        </section>
        <QuickLinks heading="Order from Global Supply" links={GLOBAL_SUPPLY_LINKS} />
        <WelcomeBlock block={data.welcomeBlock} />
      </div>
    </div>
  );
}
