/**
 * orderhistory/reconcile (Reconcile, 'Credit Card Statement Reconciliation'): the member's purchase-card
 * orders in a date range with their reconciled state. The buyer ticks the orders a statement line covers,
 * enters the statement reference and marks them reconciled (or clears a mark); the answer is shown in
 * place. Download CSV saves every order line of the range with its accounting fields.
 */
import { ORDERHISTORY_TITLES, type ReconcileAttributes, type ReconcileState, type ScreenEnvelope } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFocusLater } from '../../shell/components/useFocusLater';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { ScreenProps } from '../../kit/screens/types';
import { day, money, moment, orderDetailsUrl, plural } from './format';
import { DateField } from './parts/DateField';
import { BackToOrderHistory } from './parts/Facts';
import { Invoiced } from './parts/Invoices';
import { FileButton } from '../common/FileButton';
import { type FieldError, queryErrors, screenUrl } from './parts/query-form';

const PATH = 'orderhistory/reconcile';
const SUBMIT = 'orderhistory/reconcile_submit';
const STATES: Array<[ReconcileState, string]> = [
  ['all', 'All card orders'],
  ['open', 'Not reconciled yet'],
  ['reconciled', 'Reconciled'],
];

/** The submission's field names as the ids of the controls they are shown on. */
const onForm = (e: FieldError): FieldError => ({ ...e, field: e.field === 'statementReference' ? 'statement-reference' : 'orders-choice' });

/** The list as opened (reconcile) or as a mark replayed after sign-in answered it (reconcile_submit). */
type ReconcileProps = ScreenProps<ScreenEnvelope<'orderhistory/reconcile' | 'orderhistory/reconcile_submit', 'Reconcile'>>;

export function Reconcile({ envelope }: ReconcileProps) {
  return <ReconcileBody key={envelopeKey(envelope)} initial={envelope.attributes} />;
}

function ReconcileBody({ initial }: { initial: ReconcileAttributes }) {
  const [a, setA] = useState(initial);
  const [range, setRange] = useState<Record<string, string>>({ ...a.filters });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [reference, setReference] = useState('');
  const { errors, setErrors, showErrors, busy, summaryRef, submit, navigate } = useFormSubmit();
  const [messageRef, focusMessage] = useFocusLater<HTMLDivElement>();

  function onRange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = queryErrors(PATH, range).map((e) => ({ ...e, field: `range-${e.field}` }));
    if (found.length) {
      showErrors(found);
      return;
    }
    setErrors([]);
    void navigate(screenUrl(PATH, range));
  }

  function mark(reconciled: boolean) {
    void submit({
      path: SUBMIT,
      payload: { orderIds: [...selected], reconciled, ...(reconciled ? { statementReference: reference } : {}), ...a.filters },
      mapErrors: (found) => found.map(onForm),
      // A mark that passes the checks clears the problems of an earlier one.
      onSend: () => setErrors([]),
      onScreen: ({ attributes }) => {
        setA(attributes);
        setSelected(new Set());
        setReference('');
        focusMessage();
      },
    });
  }

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = a.orders.length > 0 && a.orders.every((o) => selected.has(o.orderId));
  const rangeField = (field: 'from' | 'to', label: string) => (
    <DateField
      id={`range-${field}`}
      name={field}
      label={label}
      value={range[field] ?? ''}
      onChange={(value) => setRange((r) => ({ ...r, [field]: value }))}
      error={errorFor(errors, `range-${field}`)}
    />
  );

  return (
    <div className="adv-orders">
      <h1>{ORDERHISTORY_TITLES.reconcile}</h1>
      <p className="usa-intro">Match your purchase card statement to your orders: choose the orders a statement line covers and mark them reconciled.</p>
      <ErrorSummary errors={errors} fields={['range-from', 'range-to', 'statement-reference', 'orders-choice']} summaryRef={summaryRef} />
      {a.message
        ? (
            <div className="usa-alert usa-alert--success usa-alert--slim" tabIndex={-1} ref={messageRef}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">{a.message}</p>
              </div>
            </div>
          )
        : null}

      <form className="usa-form adv-orders__filters" noValidate onSubmit={onRange}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">Statement period</legend>
          <div className="adv-orders__filter-row">
            {rangeField('from', 'From date')}
            {rangeField('to', 'To date')}
            <FormGroup id="range-state" label="Show">
              {() => (
                <select className="usa-select" id="range-state" name="state" value={range.state ?? 'all'} onChange={(e) => setRange((r) => ({ ...r, state: e.target.value }))}>
                  {STATES.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FormGroup>
          </div>
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <button type="submit" className="usa-button">
                Show orders
              </button>
            </li>
            <li className="usa-button-group__item">
              <FileButton path="orderhistory/reconcile_export" query={{ ...a.filters }} label="Download CSV" busyLabel="Preparing CSV ..." />
            </li>
          </ul>
        </fieldset>
      </form>

      <h2 id="reconcile-results">{`${plural(a.orders.length, 'card order')} from ${day(a.filters.from)} to ${day(a.filters.to)}, ${money(a.totalCents)} charged`}</h2>
      {a.truncated ? <p className="usa-hint">Only the newest orders are shown; choose a shorter period to see the rest.</p> : null}
      {a.orders.length
        ? (
            <fieldset className="usa-fieldset" id="orders-choice" tabIndex={-1} aria-describedby={errorFor(errors, 'orders-choice') ? 'orders-choice-error' : undefined}>
              <legend className="usa-sr-only">Orders to mark</legend>
              {errorFor(errors, 'orders-choice')
                ? (
                    <span className="usa-error-message" id="orders-choice-error">
                      {errorFor(errors, 'orders-choice')}
                    </span>
                  )
                : null}
              {/* A scrollable region must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className="usa-table-container--scrollable" tabIndex={0} role="region" aria-labelledby="reconcile-results">
                <table className="usa-table adv-orders__table">
                  <caption className="usa-sr-only">Purchase card orders of the period</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <input
                          type="checkbox"
                          className="adv-orders__check"
                          id="choose-all"
                          checked={allChosen}
                          onChange={() => setSelected(allChosen ? new Set() : new Set(a.orders.map((o) => o.orderId)))}
                          aria-label="Choose all orders"
                        />
                      </th>
                      <th scope="col">Order number</th>
                      <th scope="col">Date</th>
                      <th scope="col">Contractor</th>
                      <th scope="col">Card</th>
                      <th scope="col">Status</th>
                      <th scope="col" className="text-right">Total</th>
                      <th scope="col">Invoiced</th>
                      <th scope="col">Reconciled</th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.orders.map((o) => (
                      <tr key={o.orderId}>
                        <td>
                          <input
                            type="checkbox"
                            className="adv-orders__check"
                            id={`choose-${o.orderId}`}
                            checked={selected.has(o.orderId)}
                            onChange={() => toggle(o.orderId)}
                            aria-label={`Choose order ${o.orderNumber}`}
                          />
                        </td>
                        <th scope="row">
                          <Link className="usa-link" to={orderDetailsUrl(o.orderNumber)}>
                            {o.orderNumber}
                          </Link>
                        </th>
                        <td>{day(o.orderDate)}</td>
                        <td>{o.contractorName}</td>
                        <td>{o.cardText}</td>
                        <td>{o.status}</td>
                        <td className="text-right">{money(o.totalCents)}</td>
                        <td>
                          <Invoiced cents={o.invoicedCents ?? null} orderCents={o.totalCents} />
                        </td>
                        <td>{o.reconciledAt ? `${moment(o.reconciledAt)}: ${o.statementReference ?? ''}` : 'No'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </fieldset>
          )
        : <p>No purchase card orders in this period.</p>}

      {a.orders.length
        ? (
            <div className="usa-form adv-orders__mark">
              <FormGroup
                id="statement-reference"
                label="Statement reference"
                hint="For example the statement date and line number, such as 2026-10 line 14"
                error={errorFor(errors, 'statement-reference')}
              >
                {(c) => (
                  <input
                    className={c.className('usa-input')}
                    id="statement-reference"
                    name="statementReference"
                    value={reference}
                    onChange={(e) => setReference(e.target.value)}
                    maxLength={80}
                    autoComplete="off"
                    aria-invalid={c.invalid || undefined}
                    aria-describedby={c.describedBy}
                  />
                )}
              </FormGroup>
              <ul className="usa-button-group">
                <li className="usa-button-group__item">
                  <button type="button" className="usa-button" onClick={() => mark(true)} aria-disabled={busy || undefined}>
                    {`Mark ${plural(selected.size, 'order')} reconciled`}
                  </button>
                </li>
                <li className="usa-button-group__item">
                  <button type="button" className="usa-button usa-button--outline" onClick={() => mark(false)} aria-disabled={busy || undefined}>
                    Clear reconciliation
                  </button>
                </li>
              </ul>
            </div>
          )
        : null}
      <BackToOrderHistory />
    </div>
  );
}
