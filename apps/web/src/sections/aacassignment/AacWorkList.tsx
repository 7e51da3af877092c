/** AAC Password Requests to Approve (aacassignment/approval_requests, account menu): the requests naming the member as supervisor. */
import { AAC_TEXT, AAC_TITLES, AAC_URLS } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { dayOf } from './parts';

export function AacWorkList({ envelope }: PropsOf<'aacassignment/approval_requests', 'Initial'>) {
  const a = envelope.attributes;
  return (
    <div className="adv-aac">
      <h1>{AAC_TITLES.workList}</h1>
      {a.requests.length === 0
        ? <p>{AAC_TEXT.noWork}</p>
        : (
            <ul className="adv-aac__list" aria-label="Requests waiting for your decision, oldest first">
              {a.requests.map((r) => (
                <li key={r.requestId} className="adv-aac__item">
                  <h2>{`${r.aac}: ${r.aacName}`}</h2>
                  <dl className="adv-aac__facts">
                    <dt>Buyer</dt>
                    <dd>{`${r.buyerName} (${r.buyerEmail})`}</dd>
                    <dt>Agency</dt>
                    <dd>{r.agency}</dd>
                    <dt>Requested</dt>
                    <dd>{dayOf(r.requestedAt)}</dd>
                    <dt>Decide by</dt>
                    <dd>{dayOf(r.expiresAt)}</dd>
                  </dl>
                  <p className="adv-aac__links">
                    <Link className="usa-link" to={`${AAC_URLS.approval}?request=${r.requestId}`}>
                      Review the request
                      <span className="usa-sr-only">{` of ${r.buyerName} for ${r.aac}`}</span>
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
    </div>
  );
}
