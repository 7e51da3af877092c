/**
 * state/request_authorization (RequestAuthorization): the order checkout held for the buyer's supervisor (sent
 * from here with an optional note), one order for authorization (?request=) with its state, and the buyer's
 * list. A pending order can be withdrawn: its items go back to the cart.
 */
import { formatDollars, type RequestAuthorizationAttributes, type ScreenOf, STATE_NOTE_MAX, STATE_URLS, type StateAuthorizationView } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { AuthorizationFacts, AuthorizationTag, dayOf, Notice, Problems } from './authorization-parts';
import { TextAreaField } from '../../shell/components/form/fields';
import { setCartData } from '../../lib/connection/cart-data';

const PATH = 'state/request_authorization';

export function RequestAuthorization(props: PropsOf<typeof PATH, 'RequestAuthorization'>) {
  return <RequestAuthorizationView key={envelopeKey(props.envelope)} {...props} />;
}

function RequestAuthorizationView({ envelope }: PropsOf<typeof PATH, 'RequestAuthorization'>) {
  const [current, setCurrent] = useState(envelope);
  const a = current.attributes;
  const onAnswer = (answer: ScreenOf<typeof PATH>) => {
    if (answer.responseName !== 'RequestAuthorization') return false;
    setCurrent(answer);
    return true;
  };
  return (
    <div className="adv-state">
      <h1>Orders for Authorization</h1>
      <Notice message={a.notice} />
      {a.draft ? <Draft draft={a.draft} onAnswer={onAnswer} /> : null}
      {a.request ? <OneRequest request={a.request} onAnswer={onAnswer} /> : null}
      <RequestList requests={a.requests} />
      <WorkList requests={a.toDecide ?? []} />
    </div>
  );
}

function Draft({ draft, onAnswer }: { draft: NonNullable<RequestAuthorizationAttributes['draft']>; onAnswer: (e: ScreenOf<typeof PATH>) => boolean }) {
  const [note, setNote] = useState('');
  const { errors, busy, status, summaryRef, onSubmit } = useFormSubmit();
  const blocked = draft.problems.length > 0;
  const send = onSubmit(() => ({
    path: PATH,
    payload: { send: { cartId: draft.cartId, version: draft.version, ...(note.trim() ? { note } : {}) } },
    busy: 'Sending the order to your supervisor ...',
    onScreen: (answer) => {
      if (!onAnswer(answer)) return false;
      // Sent, the cart waits with the supervisor: the buyer's cart is empty. The server tells the buyer's other
      // tabs; this one learns it from its own answer (as ProcessYourOrder does when an order is placed).
      if (!answer.attributes.draft) setCartData({ cartId: draft.cartId, version: draft.version + 1, itemCount: 0, totalCents: 0 });
      return true;
    },
  }));
  return (
    <section className="adv-state-draft" aria-labelledby="draft-heading">
      <h2 id="draft-heading">Your order needs your supervisor’s authorization</h2>
      <p>{draft.needsText.join(' ')}</p>
      <dl className="adv-state-facts">
        <dt>Total</dt>
        <dd>{formatDollars(draft.totalCents)}</dd>
        <dt>Your limit per order</dt>
        <dd>{formatDollars(draft.limitCents)}</dd>
        <dt>Program</dt>
        <dd>{draft.program}</dd>
        <dt>Supervisor</dt>
        <dd>{draft.supervisorEmail ?? 'None named'}</dd>
      </dl>
      <Problems problems={draft.problems} />
      {blocked
        ? (
            <p>
              <Link className="usa-link" to={STATE_URLS.validation}>See your eligibility, with your supervisor and limit</Link>
            </p>
          )
        : (
            <>
              <ErrorSummary errors={errors} fields={['send', 'note']} summaryRef={summaryRef} />
              <form className="usa-form usa-form--large" noValidate onSubmit={send}>
                <TextAreaField
                  id="note"
                  label="Note to your supervisor"
                  hint={`Optional: what the order is for. Up to ${STATE_NOTE_MAX} characters.`}
                  error={errorFor(errors, 'note')}
                  rows={3}
                  maxLength={STATE_NOTE_MAX}
                  value={note}
                  onChange={setNote}
                />
                <p>The order is placed only once your supervisor approves it. Until then the cart waits and cannot be changed.</p>
                <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
                  Send to my supervisor
                </button>
                <BusyStatus message={status} />
              </form>
            </>
          )}
    </section>
  );
}

function OneRequest({ request, onAnswer }: { request: StateAuthorizationView; onAnswer: (e: ScreenOf<typeof PATH>) => boolean }) {
  const { errors, busy, status, summaryRef, onSubmit } = useFormSubmit();
  const withdraw = onSubmit(() => ({ path: PATH, payload: { withdraw: request.id }, busy: 'Withdrawing the order ...', onScreen: onAnswer }));
  return (
    <section aria-labelledby="request-heading">
      <h2 id="request-heading">{`Order for authorization of ${dayOf(request.requestedAt)}`}</h2>
      <AuthorizationFacts request={request} />
      {request.state === 'Pending'
        ? (
            <form className="usa-form" noValidate onSubmit={withdraw}>
              <ErrorSummary errors={errors} fields={['withdraw']} summaryRef={summaryRef} />
              <button className="usa-button usa-button--secondary" type="submit" aria-disabled={busy || undefined}>
                Withdraw and return the items to my cart
              </button>
              <BusyStatus message={status} />
            </form>
          )
        : null}
    </section>
  );
}

/** Orders naming the member as supervisor that wait for them: each opens the decision, as the emailed link does. */
function WorkList({ requests }: { requests: StateAuthorizationView[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="work-heading">
      <h2 id="work-heading">Orders waiting for your authorization</h2>
      <ul className="usa-list">
        {requests.map((r) => (
          <li key={r.id}>
            <Link className="usa-link" to={`${STATE_URLS.supervisor}?request=${r.id}`}>{`Request ${r.id} from ${r.buyerName}, ${formatDollars(r.totalCents)}`}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestList({ requests }: { requests: StateAuthorizationView[] }) {
  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading">Your orders for authorization</h2>
      {requests.length === 0
        ? <p>You have no orders waiting for or decided by your supervisor.</p>
        : (
            <table className="usa-table usa-table--borderless usa-table--stacked adv-state-lines">
              <caption className="usa-sr-only">Your orders for authorization, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Total</th>
                  <th scope="col">Supervisor</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" data-label="Request">
                      <Link className="usa-link" to={`${STATE_URLS.authorization}?request=${r.id}`}>{`Request ${r.id}`}</Link>
                    </th>
                    <td data-label="Sent">{dayOf(r.requestedAt)}</td>
                    <td data-label="Total">{formatDollars(r.totalCents)}</td>
                    <td data-label="Supervisor">{r.supervisorEmail}</td>
                    <td data-label="State">
                      <AuthorizationTag request={r} />
                      {r.groupNumber ? ` Order ${r.groupNumber}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
    </section>
  );
}
