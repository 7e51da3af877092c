/** The quick-order grid: one row per item, each cell labelled with its column and row number, a row's problem under it. */
import type { QuickOrderRow } from '@advantage/contracts';
import { cellId, type GridRow } from './rows';

interface Props {
  rows: readonly GridRow[];
  onChange: (key: number, field: keyof QuickOrderRow, value: string) => void;
}

const COLUMNS = [
  { field: 'contractNumber', column: 'contract', label: 'Contract number', width: 'usa-input--md', max: 40 },
  { field: 'partNumber', column: 'part', label: 'Part number or NSN', width: 'usa-input--lg', max: 60 },
  { field: 'quantity', column: 'quantity', label: 'Quantity', width: 'usa-input--2xs', max: 12 },
] as const;

export function QuickOrderGrid({ rows, onChange }: Props) {
  return (
    <div className="adv-quick-order__scroll">
      <table className="usa-table usa-table--borderless adv-quick-order__grid">
        <caption className="usa-sr-only">Items to add: contract number, part number or NSN, and quantity</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {COLUMNS.map((c) => (
              <th scope="col" key={c.field}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const messageId = `row-${index + 1}-message`;
            return (
              <tr key={row.key} className={row.message ? 'adv-quick-order__row--error' : undefined}>
                <th scope="row">{index + 1}</th>
                {COLUMNS.map((c) => {
                  const id = cellId(index, c.column);
                  return (
                    <td key={c.field}>
                      <label className="usa-sr-only" htmlFor={id}>{`${c.label}, row ${index + 1}`}</label>
                      <input
                        className={`usa-input ${c.width}${row.message ? ' usa-input--error' : ''}`}
                        id={id}
                        name={id}
                        type="text"
                        autoComplete="off"
                        spellCheck={false}
                        {...(c.column === 'quantity' ? { inputMode: 'numeric' as const } : {})}
                        maxLength={c.max}
                        value={row[c.field]}
                        aria-invalid={row.message ? true : undefined}
                        aria-describedby={row.message ? messageId : undefined}
                        onChange={(e) => onChange(row.key, c.field, e.target.value)}
                      />
                      {c.column === 'contract' && row.message
                        ? (
                            <span className="usa-error-message adv-quick-order__message" id={messageId}>
                              {row.message}
                            </span>
                          )
                        : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
