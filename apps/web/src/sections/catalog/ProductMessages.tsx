/** catalog/product_detail NotFound, Failure and Initial (the part number / NSN lookup). */
import { CATALOG_TITLES, productDetailUrl } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { searchCategoryUrl } from './format';
import { LookupForm } from './parts/LookupForm';
import { ProductList } from './parts/ProductList';
import { ProductHeader } from './ProductDetail';
import { useReturnFocus } from './return-focus';

export function ProductNotFound({ envelope }: PropsOf<'catalog/product_detail', 'NotFound'>) {
  const { message } = envelope.attributes;
  return (
    <div className="adv-product-message">
      <h1>{CATALOG_TITLES.productNotFound}</h1>
      <p className="usa-intro">{message}</p>
      <LookupForm />
    </div>
  );
}

export function ProductFailure({ envelope }: PropsOf<'catalog/product_detail', 'Failure'>) {
  const { product, message } = envelope.attributes;
  const leaf = product.category.at(-1);
  return (
    <article className="adv-product">
      <div className="usa-alert usa-alert--warning">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{CATALOG_TITLES.productUnavailable}</h2>
          <p className="usa-alert__text">{message}</p>
        </div>
      </div>
      <ProductHeader product={product} />
      {leaf
        ? (
            <p>
              <Link className="usa-link" to={searchCategoryUrl(leaf.code)}>
                {`Browse other items in ${leaf.name}`}
              </Link>
            </p>
          )
        : null}
    </article>
  );
}

export function ProductLookup({ envelope }: PropsOf<'catalog/product_detail', 'Initial'>) {
  const a = envelope.attributes;
  useReturnFocus();
  return (
    <div className="adv-product-lookup">
      <h1>{CATALOG_TITLES.productLookup}</h1>
      <p className="usa-intro">Look up an item by the manufacturer&apos;s part number or its National Stock Number to compare every contractor&apos;s offer.</p>
      <LookupForm key={a.lookup} initial={a.lookup} serverError={a.error} />
      {a.matches
        ? (
            <section aria-labelledby="lookup-results">
              <h2 id="lookup-results">Results</h2>
              {a.message ? <p>{a.message}</p> : null}
              <ProductList products={a.matches} link={(p) => productDetailUrl(p.id)} />
            </section>
          )
        : null}
    </div>
  );
}
