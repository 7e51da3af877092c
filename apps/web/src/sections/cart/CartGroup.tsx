/** One contractor's part of the cart (one order at checkout): its lines and subtotal in a USWDS table. */
import { aboveContractMaximum, CART_TEXT, type CartGroupView } from '@advantage/contracts';
import { CartLine, type CartLineProps } from './CartLine';
import { money } from './format';

interface CartGroupProps extends Omit<CartLineProps, 'item' | 'error'> {
  group: CartGroupView;
  index: number;
  errors: ReadonlyMap<number, string>;
}

export function CartGroup({ group, index, errors, ...line }: CartGroupProps) {
  // An inspect punchout's lines have no Remove button, so no column for it.
  const removable = !line.readOnly;
  const headingId = `cart-group-${index}`;
  const count = group.items.length;
  return (
    <section className="adv-cart__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="adv-cart__contractor">
        {group.contractorName}
      </h2>
      <p className="adv-cart__contract">{`Contract ${group.contractNumber}`}</p>
      {group.maximumOrderCents !== null && aboveContractMaximum(group)
        ? (
            <div className="usa-alert usa-alert--error usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{CART_TEXT.groupAboveMaximum(group.maximumOrderCents, group.contractNumber)}</p>
              </div>
            </div>
          )
        : null}
      <div className="adv-cart__scroll">
        <table className="usa-table usa-table--borderless adv-cart__table adv-stack-table">
          <caption className="usa-sr-only">{`${count} ${count === 1 ? 'item' : 'items'} from ${group.contractorName}, contract ${group.contractNumber}`}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Unit price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Extended price</th>
              {removable
                ? (
                    <th scope="col">
                      <span className="usa-sr-only">Remove</span>
                    </th>
                  )
                : null}
            </tr>
          </thead>
          <tbody>
            {group.items.map((item) => (
              <CartLine key={item.itemId} item={item} error={errors.get(item.itemId)} {...line} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="adv-cart__subtotal-label">
                {`${CART_TEXT.subtotal}, ${group.contractorName}`}
              </th>
              <td className="adv-cart__amount" colSpan={removable ? 2 : 1}>
                {money(group.subtotalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
