import { type SearchResultItem, UNITS_OF_ISSUE } from '@advantage/contracts';
import { Link } from 'react-router';
import { money, plural } from '../format';
import { StateAccessNote, StateProgramBadges } from '../../../shell/components/StateProgramBadges';
import { Badges } from './Badges';
import { ResultAddToCart } from './ResultAddToCart';

/** GSA Global Supply stock items carry this delivery promise (reference/docs/product/search-and-catalog.md). */
const GSA_STOCK_DELIVERY = '2–7 day delivery';

export function priceText(item: Pick<SearchResultItem, 'minPriceCents' | 'offerCount'>): string {
  return item.offerCount > 1 ? `from ${money(item.minPriceCents)}, ${plural(item.offerCount, 'offer')}` : `${money(item.minPriceCents)}, 1 offer`;
}

export function deliveryLine(item: Pick<SearchResultItem, 'fastestDeliveryDays' | 'gsaStock'>): string {
  if (item.gsaStock && item.fastestDeliveryDays >= 2) return GSA_STOCK_DELIVERY;
  return item.fastestDeliveryDays <= 1 ? 'Delivery in 1 day' : `Delivery in ${plural(item.fastestDeliveryDays, 'day')}`;
}

function unitText(code: string): string {
  const meaning = UNITS_OF_ISSUE[code];
  return meaning ? `${code} (${meaning})` : code;
}

interface Props {
  item: SearchResultItem;
  programNames: ReadonlyMap<string, string>;
  headingLevel: 'h2' | 'h3';
}

/** One product of a result list: its picture, title link, maker and part number, NSN, price, delivery, unit and badges. */
export function ResultItem({ item, programNames, headingLevel: Heading }: Props) {
  const titleId = `result-${item.productId}`;
  return (
    <li className="adv-result">
      <article className="adv-result__body" aria-labelledby={titleId}>
        <div className="adv-result__image">
          <img src={item.imageUrl} alt="" width="120" height="120" loading="lazy" />
        </div>
        <div className="adv-result__text">
          <Heading className="adv-result__title" id={titleId}>
            <Link className="usa-link" to={item.url}>
              {item.title}
            </Link>
          </Heading>
          {item.exactMatch ? <p className="usa-tag adv-result__exact">Exact match</p> : null}
          <dl className="adv-result__facts">
            <div>
              <dt>Manufacturer</dt>
              <dd>{item.manufacturerName}</dd>
            </div>
            <div>
              <dt>Part number</dt>
              <dd>{item.partNumber}</dd>
            </div>
            {item.nsn
              ? (
                  <div>
                    <dt>NSN</dt>
                    <dd>{item.nsn}</dd>
                  </div>
                )
              : null}
            <div>
              <dt>Unit of issue</dt>
              <dd>{unitText(item.unitOfIssue)}</dd>
            </div>
          </dl>
          <p className="adv-result__price">{priceText(item)}</p>
          <p className="adv-result__delivery">{deliveryLine(item)}</p>
          <Badges socio={item.socio} programs={item.programs} programNames={programNames} gsaStock={item.gsaStock} />
          <StateProgramBadges keys={item.statePrograms ?? []} />
          <StateAccessNote access={item.stateAccess} id={`result-access-${item.productId}`} />
          <ResultAddToCart item={item} />
        </div>
      </article>
    </li>
  );
}
