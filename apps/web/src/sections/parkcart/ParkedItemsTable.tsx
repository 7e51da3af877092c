/**
 * The lines of a parked cart: each with the price when parked beside today's price (a change is
 * marked in words, not by colour alone), lines no longer available flagged, and per line the quantity
 * field, a box to choose it for the shopping cart and a box to remove it from the parked cart.
 */
import { PARKCART_TEXT, type ParkedCartItemView } from '@advantage/contracts';
import { money, unitText } from './format';

export interface LineEdits {
  quantities: Record<number, string>;
  removed: ReadonlySet<number>;
  selected: ReadonlySet<number>;
}

interface Props {
  items: readonly ParkedCartItemView[];
  edits: LineEdits;
  errorOf: (field: string) => string | undefined;
  onQuantity: (itemId: number, value: string) => void;
  onToggle: (kind: 'removed' | 'selected', itemId: number, on: boolean) => void;
}

export const quantityField = (index: number) => `items.${index}.quantity`;

function TodayPrice({ item }: { item: ParkedCartItemView }) {
  if (item.unavailable || item.todayPriceCents === null) {
    return <span className="usa-tag adv-parkcart__tag--unavailable">No longer available</span>;
  }
  if (item.priceChange === 'same') return <>{money(item.todayPriceCents)}</>;
  return (
    <span className="adv-parkcart__changed">
      <strong>{money(item.todayPriceCents)}</strong>
      <span className="adv-parkcart__was">{` ${item.priceChange === 'up' ? 'up' : 'down'} from ${money(item.parkedPriceCents)}`}</span>
    </span>
  );
}

export function ParkedItemsTable({ items, edits, errorOf, onQuantity, onToggle }: Props) {
  return (
    <div className="adv-parkcart__scroll">
      <table className="usa-table usa-table--borderless adv-parkcart__table adv-stack-table">
        <caption className="usa-sr-only">Items in this parked cart, with the price when parked and today’s price</caption>
        <thead>
          <tr>
            <th scope="col">Choose</th>
            <th scope="col">Item</th>
            <th scope="col">Contract</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="adv-parkcart__number">Price when parked</th>
            <th scope="col" className="adv-parkcart__number">Today’s price</th>
            <th scope="col" className="adv-parkcart__number">Extended</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const field = quantityField(index);
            const error = errorOf(field);
            const changed = item.priceChange === 'up' || item.priceChange === 'down';
            const rowClass = item.unavailable ? 'adv-parkcart__row--unavailable' : changed ? 'adv-parkcart__row--changed' : undefined;
            return (
              <tr key={item.itemId} className={rowClass} data-offer={item.offerId}>
                <td data-label="Choose">
                  <div className="usa-checkbox">
                    <input
                      className="usa-checkbox__input"
                      id={`select-${item.itemId}`}
                      type="checkbox"
                      checked={edits.selected.has(item.itemId)}
                      disabled={item.unavailable}
                      onChange={(e) => onToggle('selected', item.itemId, e.target.checked)}
                    />
                    <label className="usa-checkbox__label adv-parkcart__check" htmlFor={`select-${item.itemId}`}>
                      <span className="usa-sr-only">{`Choose ${item.title} for the shopping cart`}</span>
                    </label>
                  </div>
                </td>
                <th scope="row">
                  <span className="adv-parkcart__title">{item.title}</span>
                  <span className="adv-parkcart__meta">{`Part number ${item.partNumber}${item.nsn ? `, NSN ${item.nsn}` : ''}`}</span>
                  {item.unavailable ? <span className="adv-parkcart__meta">{PARKCART_TEXT.unavailable}</span> : null}
                  {changed ? <span className="adv-parkcart__meta">{PARKCART_TEXT.priceChanged}</span> : null}
                </th>
                <td data-label="Contract">
                  <span className="adv-parkcart__meta">{item.contractNumber}</span>
                  <span className="adv-parkcart__meta">{item.contractorName}</span>
                </td>
                <td>
                  <div className={`usa-form-group adv-parkcart__qty${error ? ' usa-form-group--error' : ''}`}>
                    <label className="usa-label" htmlFor={field}>
                      <span className="usa-sr-only">{`Quantity of ${item.title}, `}</span>
                      {unitText(item.unitOfIssue)}
                    </label>
                    {error
                      ? (
                          <span className="usa-error-message" id={`${field}-error`}>
                            {error}
                          </span>
                        )
                      : null}
                    <input
                      className={`usa-input usa-input--2xs${error ? ' usa-input--error' : ''}`}
                      id={field}
                      name={field}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={12}
                      value={edits.quantities[item.itemId] ?? String(item.quantity)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${field}-error` : undefined}
                      onChange={(e) => onQuantity(item.itemId, e.target.value)}
                    />
                  </div>
                </td>
                <td className="adv-parkcart__number" data-label="Price when parked">{money(item.parkedPriceCents)}</td>
                <td className="adv-parkcart__number" data-label="Today’s price">
                  <TodayPrice item={item} />
                </td>
                <td className="adv-parkcart__number" data-label="Extended">{money(item.extendedCents)}</td>
                <td data-label="Remove">
                  <div className="usa-checkbox">
                    <input
                      className="usa-checkbox__input"
                      id={`remove-${item.itemId}`}
                      type="checkbox"
                      checked={edits.removed.has(item.itemId)}
                      onChange={(e) => onToggle('removed', item.itemId, e.target.checked)}
                    />
                    <label className="usa-checkbox__label adv-parkcart__check" htmlFor={`remove-${item.itemId}`}>
                      <span className="usa-sr-only">{`Remove ${item.title}`}</span>
                    </label>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
