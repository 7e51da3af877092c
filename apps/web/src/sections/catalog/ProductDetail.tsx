/** catalog/product_detail ProductDetail: the product and every contractor's offer side by side. */
import { CATALOG_TITLES, type ProductDetailAttributes, type ProductView } from '@advantage/contracts';
import { Link, useNavigate } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { money, plural } from './format';
import { ProgramBadges } from './parts/Badges';
import { CategoryBreadcrumb } from './parts/Breadcrumb';
import { OffersTable } from './parts/OffersTable';
import { ProductFacts } from './parts/ProductFacts';
import { ZipForm } from './parts/ZipForm';
import { useReturnFocus } from './return-focus';

export function ProductHeader({ product }: { product: ProductView }) {
  return (
    <>
      <CategoryBreadcrumb trail={product.category} />
      <div className="grid-row grid-gap adv-product__top">
        <div className="tablet:grid-col-4">
          {/* The drawing only shows the category and colour the text already gives. */}
          <img className="adv-product__image" src={product.image} alt="" width={320} height={320} />
        </div>
        <div className="tablet:grid-col-8">
          <p className="adv-product__eyebrow">{CATALOG_TITLES.productDetail}</p>
          <h1 className="adv-product__title">{product.title}</h1>
          <ProgramBadges programs={product.programs} />
          <ProductFacts product={product} manufacturer={product.manufacturer} />
          <p className="adv-product__description">{product.description}</p>
        </div>
      </div>
    </>
  );
}

function Attributes({ product }: { product: ProductView }) {
  if (product.attributes.length === 0) return null;
  return (
    <section className="adv-product__section" aria-labelledby="attributes-heading">
      <h2 id="attributes-heading">Product attributes</h2>
      <table className="usa-table usa-table--borderless adv-attributes">
        <caption className="usa-sr-only">Attributes of this product</caption>
        <tbody>
          {product.attributes.map((a) => (
            <tr key={a.name}>
              <th scope="row">{a.name}</th>
              <td>{a.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DeliveryEstimate({ attributes }: { attributes: ProductDetailAttributes }) {
  const navigate = useNavigate();
  const { delivery, product } = attributes;
  return (
    <section className="adv-product__delivery" aria-labelledby="delivery-heading">
      <h3 id="delivery-heading">Delivery estimate</h3>
      {delivery
        ? (
            <p>
              {`Estimated arrival at ${delivery.destination.label} is shown with each offer. `}
              <span className="adv-product__note">{delivery.note}</span>
            </p>
          )
        : <p>Enter the ZIP code your order ships to, to see when each offer would arrive.</p>}
      <ZipForm
        idPrefix="estimate"
        initial={delivery?.zip ?? ''}
        label="Ship-to ZIP code"
        submitLabel={delivery ? 'Update estimate' : 'Estimate delivery'}
        onZip={(zip) => void navigate(`/ws/catalog/product_detail?productId=${product.id}&zip=${encodeURIComponent(zip)}`)}
      />
    </section>
  );
}

export function ProductDetail({ envelope }: PropsOf<'catalog/product_detail', 'ProductDetail'>) {
  const attributes = envelope.attributes;
  const { product, offers, highlight } = attributes;
  useReturnFocus();
  return (
    <article className="adv-product">
      <ProductHeader product={product} />
      <section className="adv-product__section" aria-labelledby="offers-heading">
        <h2 id="offers-heading">Compare offers</h2>
        <p className="adv-product__summary">
          {`${plural(offers.length, 'contractor offer')}, from ${money(attributes.lowestPriceCents)} per ${product.unitOfIssue.code}.`}
        </p>
        {highlight?.message
          ? (
              <div className="usa-alert usa-alert--warning usa-alert--slim">
                <div className="usa-alert__body">
                  <p className="usa-alert__text">{highlight.message}</p>
                </div>
              </div>
            )
          : null}
        <DeliveryEstimate attributes={attributes} />
        <OffersTable productId={product.id} offers={offers} delivery={attributes.delivery} />
      </section>
      <Attributes product={product} />
      <section className="adv-product__section" aria-labelledby="more-heading">
        <h2 id="more-heading">More ways to buy</h2>
        <ul className="usa-list">
          <li>
            <Link className="usa-link" to={`/ws/catalog/dealer_select?productId=${product.id}`}>
              Choose a contractor
            </Link>
          </li>
          <li>
            <Link className="usa-link" to={`/ws/catalog/strategic_sourcing?productId=${product.id}`}>
              Blanket purchase agreements for this item
            </Link>
          </li>
          <li>
            <Link className="usa-link" to={`/ws/catalog/configuration?productId=${product.id}`}>
              Other configurations of this item
            </Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
