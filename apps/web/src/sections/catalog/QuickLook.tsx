/** catalog/quicklook: the Quick Look dialog, a compact summary with the best offer and a link to the full page. */
import { GSA_GLOBAL_SUPPLY, productDetailUrl } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { money, unitText } from './format';
import { LowestPriceTag, ProgramBadges } from './parts/Badges';

export function QuickLook({ envelope }: PropsOf<'catalog/quicklook', 'QuickLook'>) {
  const { product, bestOffer } = envelope.attributes;
  return (
    <div className="adv-quicklook">
      <div className="adv-quicklook__top">
        <img className="adv-quicklook__image" src={product.image} alt="" width={120} height={120} />
        <div>
          <h3 className="adv-quicklook__title">{product.title}</h3>
          <p className="adv-quicklook__facts">
            {`${product.manufacturerName}, part number ${product.partNumber}${product.nsn ? `, NSN ${product.nsn}` : ''}. Unit of issue ${unitText(product.unitOfIssue)}.`}
          </p>
          <ProgramBadges programs={product.programs} />
        </div>
      </div>
      <p>{product.description}</p>
      <h4>Best offer</h4>
      {bestOffer
        ? (
            <dl className="adv-facts adv-facts--compact">
              <div>
                <dt>Price</dt>
                <dd>
                  {`${money(bestOffer.priceCents)} per ${bestOffer.unitOfIssue.code} `}
                  <LowestPriceTag />
                </dd>
              </div>
              <div>
                <dt>Contractor</dt>
                <dd>{`${bestOffer.contractor.name}, contract ${bestOffer.contract.number}`}</dd>
              </div>
              <div>
                <dt>Delivery</dt>
                <dd>{bestOffer.gsaStock ? GSA_GLOBAL_SUPPLY.delivery : bestOffer.deliveryText}</dd>
              </div>
              <div>
                <dt>Offers</dt>
                <dd>{`${product.offerCount} ${product.offerCount === 1 ? 'contractor offer' : 'contractor offers'}`}</dd>
              </div>
            </dl>
          )
        : <p>No contractor offers this item on a current contract.</p>}
      <p>
        <Link className="usa-button" to={productDetailUrl(product.id)}>
          View full product details
        </Link>
      </p>
    </div>
  );
}
