import type { ProductSummary } from '@advantage/contracts';
import { unitText } from '../format';

/** Manufacturer, part number, NSN and unit of issue, as a description list. */
export function ProductFacts({ product, manufacturer }: { product: ProductSummary; manufacturer?: { name: string; website: string | null } }) {
  return (
    <dl className="adv-facts">
      <div>
        <dt>Manufacturer</dt>
        <dd>
          {manufacturer?.website
            ? (
                <a className="usa-link usa-link--external" href={manufacturer.website} rel="noreferrer noopener" target="_blank">
                  {manufacturer.name}
                  <span className="usa-sr-only"> (opens in a new window)</span>
                </a>
              )
            : product.manufacturerName}
        </dd>
      </div>
      <div>
        <dt>Manufacturer part number</dt>
        <dd>{product.partNumber}</dd>
      </div>
      {/* A product without an NSN says nothing of it (not "None"). */}
      {product.nsn
        ? (
            <div>
              <dt>National Stock Number (NSN)</dt>
              <dd>{product.nsn}</dd>
            </div>
          )
        : null}
      <div>
        <dt>Unit of issue</dt>
        <dd>{unitText(product.unitOfIssue)}</dd>
      </div>
    </dl>
  );
}
