/**
 * The ZIP code prompt (Enter Zip Code) of catalog/product_detail and cart/enterZip. With a product, the
 * ZIP opens the product page with each offer's estimate; cart/enterZip with a product also lists them.
 */
import { CATALOG_TEXT, CATALOG_TITLES, productDetailUrl, type ScreenEnvelope } from '@advantage/contracts';
import { Link, useNavigate } from 'react-router';
import type { ScreenProps } from '../../kit/screens/types';
import { date } from './format';
import { ZipForm } from './parts/ZipForm';

/** The same prompt answers both paths. */
type EnterZipProps = ScreenProps<ScreenEnvelope<'catalog/product_detail', 'EnterZipCode'> | ScreenEnvelope<'cart/enterZip', 'EnterZipCode'>>;

export function EnterZipCode({ envelope, path }: EnterZipProps) {
  const a = envelope.attributes;
  const navigate = useNavigate();
  const onZip = (zip: string) => {
    const z = encodeURIComponent(zip);
    if (a.product && path === 'catalog/product_detail') void navigate(`${productDetailUrl(a.product.id)}&zip=${z}`);
    else void navigate(`/ws/cart/enterZip?zip=${z}${a.product ? `&productId=${a.product.id}` : ''}`);
  };
  return (
    <div className="adv-enter-zip">
      <h1>{CATALOG_TITLES.enterZip}</h1>
      {a.product
        ? (
            <p>
              {'Delivery estimate for '}
              <Link className="usa-link" to={productDetailUrl(a.product.id)}>
                {a.product.title}
              </Link>
            </p>
          )
        : null}
      <p className="usa-intro">{CATALOG_TEXT.zipPrompt}</p>
      <ZipForm key={`${a.zip ?? ''}:${a.error ?? ''}`} idPrefix="enter" initial={a.zip ?? ''} serverError={a.error} submitLabel="Continue" onZip={onZip} />
      {a.delivery
        ? (
            <section aria-labelledby="estimates-heading">
              <h2 id="estimates-heading">{`Delivery to ${a.delivery.destination.label}`}</h2>
              <ul className="usa-list">
                {a.delivery.estimates.map((e) => (
                  <li key={e.offerId}>{`${e.label}: ${e.text} (${date(e.earliest)}${e.latest === e.earliest ? '' : ` to ${date(e.latest)}`})`}</li>
                ))}
              </ul>
              <p className="usa-hint">{a.delivery.note}</p>
            </section>
          )
        : null}
    </div>
  );
}
