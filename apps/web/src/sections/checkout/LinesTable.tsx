/**
 * The lines of one order as a USWDS table: item, part number and NSN, unit, quantity, prices. Below desktop width
 * each line is a stacked card (adv-stack-table, as the cart's lines), each cell under its column's name, so no
 * part of the table sits in a box scrolled sideways out of a phone's view.
 */
import { money } from './parts';

export interface LineRow {
  key: string | number;
  title: string;
  partNumber: string;
  nsn: string | null;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  extendedCents: number;
  /** Shown under the title (a changed price, an unavailable item). */
  note?: string;
}

export function LinesTable({ caption, rows, subtotalCents }: { caption: string; rows: LineRow[]; subtotalCents: number }) {
  return (
    <div className="adv-checkout__scroll">
      <table className="usa-table usa-table--borderless adv-checkout__table adv-stack-table">
        <caption className="usa-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Unit</th>
            <th scope="col" className="adv-checkout__number">
              Quantity
            </th>
            <th scope="col" className="adv-checkout__number">
              Unit price
            </th>
            <th scope="col" className="adv-checkout__number">
              Extended
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="adv-checkout__item">
                <span className="adv-checkout__title">{row.title}</span>
                <span className="adv-checkout__sub">{`Part number ${row.partNumber}${row.nsn ? ` · NSN ${row.nsn}` : ''}`}</span>
                {row.note ? <strong className="adv-checkout__note">{row.note}</strong> : null}
              </th>
              <td data-label="Unit">{row.unit}</td>
              <td className="adv-checkout__number" data-label="Quantity">{row.quantity.toLocaleString('en-US')}</td>
              <td className="adv-checkout__number" data-label="Unit price">{money(row.unitPriceCents)}</td>
              <td className="adv-checkout__number" data-label="Extended">{money(row.extendedCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="adv-checkout__number">
              Order subtotal
            </th>
            <td className="adv-checkout__number">
              <strong>{money(subtotalCents)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
