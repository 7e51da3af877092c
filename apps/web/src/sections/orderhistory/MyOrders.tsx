/**
 * orderhistory/my_orders (MyOrders, 'Order History'): the member's orders, newest first, 25 a page, with
 * filters by date range, status and order number (exact or its beginning). The filters are the screen's
 * query: applying them opens the same screen with the new values, so a filtered page can be bookmarked.
 * In a punchout session the list is the organization's purchase orders, with their PO numbers.
 */
import { type MyOrdersAttributes, ORDER_STATUSES, ORDERHISTORY_TEXT, ORDERHISTORY_TITLES } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { usePunchout } from '../../lib/connection/punchout-data';
import { envelopeKey } from '../../shell/components/envelope-key';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { ErrorSummary, errorFor } from '../../shell/components/form/form';
import { Pagination } from '../../shell/components/Pagination';
import type { PropsOf } from '../../kit/screens/types';
import { plural } from './format';
import { OrdersTable } from './parts/OrdersTable';
import { DateField } from './parts/DateField';
import { queryErrors, screenUrl } from './parts/query-form';

const PATH = 'orderhistory/my_orders';
const FIELDS = ['from', 'to', 'status', 'orderNumber'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export function MyOrders({ envelope }: PropsOf<'orderhistory/my_orders', 'MyOrders'>) {
  return <MyOrdersBody key={envelopeKey(envelope)} a={envelope.attributes} />;
}

function MyOrdersBody({ a }: { a: MyOrdersAttributes }) {
  const [values, setValues] = useState<Values>({
    from: a.filters.from ?? '',
    to: a.filters.to ?? '',
    status: a.filters.status ?? '',
    orderNumber: a.filters.orderNumber ?? '',
  });
  const { errors, setErrors, showErrors, summaryRef, navigate } = useFormSubmit();
  // A punchout session reads its organization's purchase orders; card reconciliation needs a sign-in.
  const punchout = usePunchout();
  const filtered = Object.values(a.filters).some((v) => v !== null);
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = queryErrors(PATH, values);
    if (found.length) {
      showErrors(found);
      return;
    }
    setErrors([]);
    void navigate(screenUrl(PATH, values));
  }

  const pageUrl = (page: number) => screenUrl(PATH, { ...a.filters, page: page > 1 ? page : undefined });
  const dateField = (field: 'from' | 'to', label: string) => (
    <DateField id={`orders-${field}`} name={field} label={label} value={values[field]} onChange={set(field)} error={errorFor(errors, field)} />
  );

  return (
    <div className="adv-orders">
      <h1>{ORDERHISTORY_TITLES.myOrders}</h1>
      {punchout
        ? <p className="usa-intro">{`Purchase orders ${punchout.organization} sent from its procurement system, with their PO numbers.`}</p>
        : (
            <p>
              <Link className="usa-link" to="/ws/orderhistory/reconcile">
                Reconcile purchase card statements
              </Link>
            </p>
          )}
      <ErrorSummary errors={errors.map((e) => ({ ...e, field: `orders-${e.field}` }))} fields={FIELDS.map((f) => `orders-${f}`)} summaryRef={summaryRef} />
      <form className="usa-form adv-orders__filters" noValidate onSubmit={onSubmit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">Filter orders</legend>
          <div className="adv-orders__filter-row">
            {dateField('from', 'From date')}
            {dateField('to', 'To date')}
            <FormGroup id="orders-status" label="Status" error={errorFor(errors, 'status')}>
              {(c) => (
                <select
                  className={c.className('usa-select')}
                  id="orders-status"
                  name="status"
                  value={values.status}
                  onChange={(e) => set('status')(e.target.value)}
                  aria-invalid={c.invalid || undefined}
                  aria-describedby={c.describedBy}
                >
                  <option value="">Any status</option>
                  {ORDER_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            </FormGroup>
            <FormGroup id="orders-orderNumber" label="Order number" hint="The whole number or its beginning" error={errorFor(errors, 'orderNumber')}>
              {(c) => (
                <input
                  className={c.className('usa-input usa-input--md')}
                  id="orders-orderNumber"
                  name="orderNumber"
                  value={values.orderNumber}
                  onChange={(e) => set('orderNumber')(e.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={c.invalid || undefined}
                  aria-describedby={c.describedBy}
                />
              )}
            </FormGroup>
          </div>
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <button type="submit" className="usa-button">
                Apply filters
              </button>
            </li>
            {filtered
              ? (
                  <li className="usa-button-group__item">
                    <Link className="usa-button usa-button--outline" to={`/ws/${PATH}`}>
                      Clear filters
                    </Link>
                  </li>
                )
              : null}
          </ul>
        </fieldset>
      </form>

      <h2 id="orders-results">{a.totalOrders === 0 ? (filtered ? ORDERHISTORY_TEXT.noMatches : ORDERHISTORY_TEXT.noOrders) : plural(a.totalOrders, 'order')}</h2>
      {a.orders.length
        ? (
            <>
              <OrdersTable caption={`Your orders, page ${a.page} of ${a.pageCount}, newest first`} orders={a.orders} />
              <Pagination page={a.page} pageCount={a.pageCount} hrefFor={pageUrl} label="Order history pages" />
            </>
          )
        : null}
    </div>
  );
}
