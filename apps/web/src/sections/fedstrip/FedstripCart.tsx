/**
 * The FEDSTRIP cart (fedstrip_shopping_cart shoppingCart, Initial, OrderSummary, AuthFedFunds; add_to_cart Cart;
 * process_Order OrderSummary; fedstrip_authorize_funds_submit): each requisition exactly as its 80-position record,
 * what keeps the cart from being ordered, and the ways on: order (with the AAC password where the server asks for
 * it), hand a funds-control AAC's cart to its funds approver, or park the cart under a name.
 */
import { type FedstripCartAttributes, FEDSTRIP_TITLES, FEDSTRIP_URLS, fedstripGroupUrl, screenOf, usdText } from '@advantage/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';
import { ChangeRequisition } from './ChangeRequisition';
import type { ViewProps } from './view';
import { orderRequisitions } from './order';
import { FedstripNav, Notice, RequisitionList } from './parts';

function titleOf(responseName: string | undefined): string {
  if (responseName === 'OrderSummary' || responseName === 'Success') return FEDSTRIP_TITLES.orderSummary;
  if (responseName === 'AuthFedFunds') return FEDSTRIP_TITLES.funds;
  return FEDSTRIP_TITLES.cart;
}

export function FedstripCart({ envelope, show }: ViewProps<FedstripCartAttributes & { next?: string }>) {
  const a = envelope.attributes;
  const blocking = a.problems.filter((p) => p.code !== 'fundsControl');
  return (
    <>
      <h1>{titleOf(envelope.responseName)}</h1>
      <FedstripNav cartCount={a.lines.length} />
      <Notice message={a.message} tone={a.lines.length ? 'success' : 'info'} />
      {blocking.length > 0 && (
        <div className="usa-alert usa-alert--error adv-fs__problems">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{blocking.length === 1 ? 'One thing keeps these requisitions from being ordered' : `${blocking.length} things keep these requisitions from being ordered`}</h2>
            <ul className="usa-list">{blocking.map((p, i) => <li key={`${p.code}-${p.cartItemId ?? i}`}>{p.message}</li>)}</ul>
          </div>
        </div>
      )}
      {a.lines.length > 0 && <p className="adv-fs__aac-line">{`${a.lines.length === 1 ? '1 requisition' : `${a.lines.length} requisitions`} for ${a.aac}, total ${usdText(a.totalCents)}.`}</p>}
      <RequisitionList
        lines={a.lines}
        heading="Requisitions as they will be sent"
        actions={a.cartId === null ? undefined : (line) => <ChangeRequisition key={`${line.lineId}-${a.version}`} line={line} version={a.version} show={show} />}
      />
      {a.lines.length > 0 && (a.fundsControl ? <FundsSubmit aac={a.aac} /> : blocking.length === 0 && <OrderForm a={a} show={show} />)}
      {a.lines.length > 0 && <ParkForm show={show} />}
      <p><Link className="usa-link" to={FEDSTRIP_URLS.init}>Key more lines</Link></p>
    </>
  );
}

function OrderForm({ a, show }: { a: FedstripCartAttributes; show: ViewProps['show'] }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const asked = errors.some((e) => e.field === 'password');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || a.cartId === null) return;
    sending.current = true;
    setBusy(true);
    const outcome = await orderRequisitions(a.cartId, a.version, password).finally(() => {
      sending.current = false;
      setBusy(false);
    });
    if (outcome.kind === 'answer') {
      const shown = screenOf('fedstrip/process_Order', outcome.envelope);
      // Back must not return to the order form of a cart already ordered.
      if (shown.responseName === 'Success' && shown.attributes.groupNumber) void navigate(fedstripGroupUrl(shown.attributes.groupNumber), { replace: true });
      else show(outcome.envelope);
      return;
    }
    if (outcome.kind === 'handed-over') return;
    setErrors(outcome.kind === 'invalid' ? outcome.errors : [{ field: '', message: outcome.message }]);
    const found = outcome.kind === 'invalid' ? outcome.errors : [];
    // The password the server asks for: its field takes the focus; anything else, the summary.
    setTimeout(() => (found.some((e) => e.field === 'password') ? document.getElementById('password') : summaryRef.current)?.focus(), 0);
  };
  return (
    <section aria-labelledby="fs-order-heading">
      <h2 id="fs-order-heading">Order</h2>
      <ErrorSummary errors={errors} fields={['password']} summaryRef={summaryRef} />
      <form className="usa-form adv-fs__form" noValidate onSubmit={(e) => void send(e)}>
        <p>{`Requested by ${a.aac}. Each requisition ships and bills as its signal code says (shown on each line). The document numbers are final once ordered.`}</p>
        {asked && (
          <AacPasswordField id="password" aac={a.aac} value={password} onChange={setPassword} error={errorFor(errors, 'password')} required hint={`The password of AAC ${a.aac}, needed once per session.`} />
        )}
        <button type="submit" className="usa-button" aria-disabled={busy || undefined}>Order requisitions</button>
        <BusyStatus message={busy ? 'Ordering your requisitions ...' : undefined} />
      </form>
    </section>
  );
}

function FundsSubmit({ aac }: { aac: string }) {
  const { busy, status, onSubmit, navigate } = useFormSubmit();
  const send = onSubmit(() => ({
    path: 'fedstrip/fedstrip_authorize_funds_submit',
    payload: {},
    busy: 'Handing the cart to funds control ...',
    onScreen: async (answer) => {
      const next = typeof answer.attributes.next === 'string' ? answer.attributes.next : FEDSTRIP_URLS.review;
      await navigate(next);
    },
  }));
  return (
    <section aria-labelledby="fs-funds-heading">
      <h2 id="fs-funds-heading">Funds authorization</h2>
      <form className="usa-form adv-fs__form" noValidate onSubmit={send}>
        <p>{`${aac}'s funds approver authorizes the order. Next, enter the line of accounting.`}</p>
        <button type="submit" className="usa-button" aria-disabled={busy || undefined}>Continue to the line of accounting</button>
        <BusyStatus message={status} />
      </form>
    </section>
  );
}

function ParkForm({ show }: { show: ViewProps['show'] }) {
  const [name, setName] = useState('');
  const { errors, busy, status, onSubmit } = useFormSubmit({ errorField: 'name' });
  const send = onSubmit(() => ({ path: 'fedstrip/park_cart', payload: { name }, busy: 'Parking the cart ...', onScreen: (answer) => show(answer) }));
  return (
    <section aria-labelledby="fs-park-heading">
      <h2 id="fs-park-heading">Park the cart</h2>
      <form className="usa-form adv-fs__form" noValidate onSubmit={send}>
        <FormGroup id="name" label="Name of the parked cart" required hint="Parked requisitions keep their quantities and codes; they take new document numbers when they come back." error={errorFor(errors, 'name')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="name"
              name="name"
              maxLength={60}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
        <button type="submit" className="usa-button usa-button--outline" aria-disabled={busy || undefined}>Park cart</button>
        <BusyStatus message={status} />
      </form>
    </section>
  );
}
