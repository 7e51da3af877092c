/** A list of products with their facts, each linked to its page and to its Quick Look dialog. */
import type { ProductSummary } from '@advantage/contracts';
import { Link } from 'react-router';
import { money, unitText } from '../format';
import { rememberOpener } from '../return-focus';

interface ProductListProps {
  products: readonly (ProductSummary & { attributes?: ReadonlyArray<{ name: string; value: string }> })[];
  link: (product: ProductSummary) => string;
}

export function ProductList({ products, link }: ProductListProps) {
  if (products.length === 0) return null;
  return (
    <ul className="usa-collection adv-product-list">
      {products.map((p) => (
        <li key={p.id} className="usa-collection__item">
          <img className="usa-collection__img adv-product-list__img" src={p.image} alt="" width={96} height={96} />
          <div className="usa-collection__body">
            <h3 className="usa-collection__heading">
              <Link className="usa-link" to={link(p)}>
                {p.title}
              </Link>
            </h3>
            <p className="usa-collection__description">
              {`${p.manufacturerName}, part number ${p.partNumber}${p.nsn ? `, NSN ${p.nsn}` : ''}, unit of issue ${unitText(p.unitOfIssue)}`}
            </p>
            {p.attributes?.length
              ? <p className="usa-collection__description">{p.attributes.map((a) => `${a.name}: ${a.value}`).join(', ')}</p>
              : null}
            <ul className="usa-collection__meta" aria-label="Offers">
              <li className="usa-collection__meta-item">
                {p.offerCount ? `${p.offerCount} ${p.offerCount === 1 ? 'offer' : 'offers'} from ${money(p.minPriceCents)}` : 'No current offers'}
              </li>
              <li className="usa-collection__meta-item">
                <Link
                  id={`quicklook-${p.id}`}
                  className="usa-link"
                  to={`/ws/catalog/quicklook?productId=${p.id}`}
                  onClick={() => rememberOpener(`quicklook-${p.id}`)}
                >
                  Quick look
                  <span className="usa-sr-only">{` at ${p.title}`}</span>
                </Link>
              </li>
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
