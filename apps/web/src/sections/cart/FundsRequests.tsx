/**
 * Funds Control Requests (cart/afc_cart Initial, the buyer's list in the account menu) and Funds Control Carts
 * to Authorize (cart/afc_worklist Initial, the funds approver's work list): each request with its state, who
 * decided it and when, and the link to it.
 */
import { FUNDS_TEXT, FUNDS_TITLES, FUNDS_URLS, type ScreenEnvelope } from '@advantage/contracts';
import { Link } from 'react-router';
import type { ScreenProps } from '../../kit/screens/types';
import { money, Notice, StateTag, timeOf } from './funds-parts';

/** The buyer's requests (afc_cart Initial) or the approver's work list (afc_worklist Initial). */
type RequestsProps = ScreenProps<ScreenEnvelope<'cart/afc_cart', 'Initial'> | ScreenEnvelope<'cart/afc_worklist', 'Initial'>>;

export function FundsRequests({ envelope, path }: RequestsProps) {
  const a = envelope.attributes;
  const approver = path === 'cart/afc_worklist';
  return (
    <div className="adv-funds">
      <h1>{approver ? FUNDS_TITLES.workList : FUNDS_TITLES.requests}</h1>
      <Notice message={a.notice} />
      <p className="usa-intro">
        {approver
          ? 'Carts charged to the AACs you approve funds for. Open a cart to check its line of accounting and authorize or reject it.'
          : 'Carts you submitted for funds authorization, and what the funds approver decided.'}
      </p>
      {a.requests.length === 0
        ? <p>{approver ? FUNDS_TEXT.noWork : FUNDS_TEXT.noRequests}</p>
        : (
            <ul className="adv-funds__list" aria-label={approver ? 'Funds-control carts, those waiting first' : 'Your funds-control requests, newest first'}>
              {a.requests.map((r) => (
                <li key={r.id} className="adv-funds__item">
                  <h2>{`${r.aac}: ${r.aacName}`}</h2>
                  <dl className="adv-funds__facts">
                    <dt>State</dt>
                    <dd>
                      <StateTag status={r.status} />
                    </dd>
                    {approver ? <dt>Buyer</dt> : null}
                    {approver ? <dd>{`${r.buyerName} (${r.buyerEmail})`}</dd> : null}
                    <dt>Total</dt>
                    <dd>{money(r.totalCents)}</dd>
                    <dt>Submitted</dt>
                    <dd>{timeOf(r.submittedAt)}</dd>
                    {r.decidedAt ? <dt>Decided</dt> : null}
                    {r.decidedAt ? <dd>{`${timeOf(r.decidedAt)} by ${r.decidedBy ?? ''}`}</dd> : null}
                    {r.reason ? <dt>Reason</dt> : null}
                    {r.reason ? <dd>{r.reason}</dd> : null}
                    {r.groupNumber ? <dt>Order group</dt> : null}
                    {r.groupNumber ? <dd>{r.groupNumber}</dd> : null}
                  </dl>
                  <p>
                    <Link className="usa-link" to={FUNDS_URLS.request(r.id)}>
                      {approver && r.status === 'Pending' ? 'Review the cart' : 'Open the request'}
                      <span className="usa-sr-only">{` of ${r.buyerName} for ${r.aac}, submitted ${timeOf(r.submittedAt)}`}</span>
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
    </div>
  );
}
