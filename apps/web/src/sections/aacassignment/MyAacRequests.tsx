/**
 * My AAC Password Requests (aacassignment/my_requests, account menu): each request with its AAC, the supervisor
 * asked, the date and where it stands (Waiting for approval, Approved, Rejected with the reason, or expired).
 */
import { AAC_TEXT, AAC_TITLES, AAC_URLS } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { dayOf, Notice, ReturnToCheckout, StateTag, useHandedNotice, useHandedReturn } from './parts';

export function MyAacRequests({ envelope }: PropsOf<'aacassignment/my_requests', 'Initial'>) {
  const a = envelope.attributes;
  const notice = useHandedNotice();
  const returnTo = useHandedReturn();
  return (
    <div className="adv-aac">
      <h1>{AAC_TITLES.myRequests}</h1>
      <Notice message={notice} />
      <ReturnToCheckout to={returnTo} />
      <p className="adv-aac__links">
        <Link className="usa-button" to={AAC_URLS.request}>
          Request an AAC password
        </Link>
      </p>
      {a.requests.length === 0
        ? <p>{AAC_TEXT.noRequests}</p>
        : (
            <ul className="adv-aac__list" aria-label="Your AAC password requests, newest first">
              {a.requests.map((r) => (
                <li key={r.requestId} className="adv-aac__item" data-request={r.requestId}>
                  <h2>{`${r.aac}: ${r.aacName}`}</h2>
                  <dl className="adv-aac__facts">
                    <dt>State</dt>
                    <dd>
                      <StateTag state={r.state} expired={r.expired} />
                    </dd>
                    <dt>Agency</dt>
                    <dd>{r.agency}</dd>
                    <dt>Supervisor</dt>
                    <dd>{r.supervisorEmail}</dd>
                    <dt>Requested</dt>
                    <dd>{dayOf(r.requestedAt)}</dd>
                    {r.decidedAt
                      ? (
                          <>
                            <dt>Decided</dt>
                            <dd>{dayOf(r.decidedAt)}</dd>
                          </>
                        )
                      : null}
                    {r.reason
                      ? (
                          <>
                            <dt>Reason</dt>
                            <dd>{r.reason}</dd>
                          </>
                        )
                      : null}
                  </dl>
                </li>
              ))}
            </ul>
          )}
    </div>
  );
}
