/** catalog/configuration: the configurations an item comes in, each value leading to the product that has it. */
import { CATALOG_TITLES, productDetailUrl } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { ProductList } from './parts/ProductList';
import { useReturnFocus } from './return-focus';

export function Configuration({ envelope }: PropsOf<'catalog/configuration', 'Configuration'>) {
  const { product, options, variants, message } = envelope.attributes;
  useReturnFocus();
  return (
    <div className="adv-configuration">
      <h1>{CATALOG_TITLES.configuration}</h1>
      <p className="usa-intro">
        <Link className="usa-link" to={productDetailUrl(product.id)}>
          {product.title}
        </Link>
      </p>
      {message ? <p>{message}</p> : null}
      {options.map((option) => (
        <section key={option.name} className="adv-configuration__option" aria-labelledby={`option-${option.name}`}>
          <h2 id={`option-${option.name}`}>{option.name}</h2>
          <ul className="adv-configuration__values">
            {option.values.map((v) => (
              <li key={v.value}>
                {v.current
                  ? (
                      <span className="usa-tag adv-badge adv-badge--current">
                        {v.value}
                        <span className="usa-sr-only"> (this configuration)</span>
                      </span>
                    )
                  : (
                      <Link className="usa-button usa-button--outline usa-button--small" to={`/ws/catalog/configuration?productId=${v.productId}`}>
                        {v.value}
                        <span className="usa-sr-only">{` ${option.name}`}</span>
                      </Link>
                    )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {variants.length
        ? (
            <section aria-labelledby="variants-heading">
              <h2 id="variants-heading">All configurations</h2>
              <ProductList products={variants} link={(p) => productDetailUrl(p.id)} />
            </section>
          )
        : null}
    </div>
  );
}
