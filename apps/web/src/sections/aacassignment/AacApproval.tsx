/**
 * AAC Password Approval (docs/product/aac-passwords-and-approvals.md aacassignment/aac_approval Initial, Approved, Rejected): the supervisor the
 * request names, signed in, sees who asks for which AAC and approves, or rejects with a reason the buyer is
 * emailed. The decision shows in place; the link from the email does not work again.
 */
import { AAC_REJECT_REASON_MAX, AAC_TITLES, AAC_URLS, type AacApprovalAttributes, type ScreenEnvelope } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { ApprovalDecision, linkToken } from '../common/ApprovalDecision';
import type { PropsOf } from '../../kit/screens/types';
import { Notice, RequestFacts } from './parts';

const PATH = 'aacassignment/aac_approval';

type ApprovalProps = PropsOf<typeof PATH, 'Initial' | 'Approved' | 'Rejected'>;

export function AacApproval(props: ApprovalProps) {
  return <AacApprovalView key={envelopeKey(props.envelope)} {...props} />;
}

function AacApprovalView({ envelope, query }: ApprovalProps) {
  const [current, setCurrent] = useState<ScreenEnvelope<typeof PATH>>(envelope);
  const a = current.attributes;
  const decided = current.responseName === 'Approved' || current.responseName === 'Rejected';
  return (
    <div className="adv-aac">
      <h1>{AAC_TITLES.approval}</h1>
      <Notice message={a.notice} />
      {decided ? null : <p className="usa-intro">A buyer asks for the password of an AAC you supervise. Approve it, or reject it with the reason the buyer will read.</p>}
      <RequestFacts request={a.request} />
      {decided
        ? (
            <p className="adv-aac__links">
              <Link className="usa-link" to={AAC_URLS.workList}>
                Requests waiting for you
              </Link>
            </p>
          )
        : <Decision a={a} token={linkToken(query.token)} onDecided={setCurrent} />}
    </div>
  );
}

function Decision({ a, token, onDecided }: { a: AacApprovalAttributes; token: string | undefined; onDecided: (answer: ScreenEnvelope<typeof PATH>) => void }) {
  return (
    <ApprovalDecision
      path={PATH}
      choices={[
        { decision: 'approve', label: 'Approve', busy: 'Approving the request ...' },
        { decision: 'reject', label: 'Reject', busy: 'Rejecting the request ...' },
      ]}
      // The emailed link names the request by its token; the work list by its id.
      payload={(decision, reason) => ({ ...(token ? { token } : { requestId: a.request.requestId }), decision, ...(reason.trim() ? { reason } : {}) })}
      onAnswer={(answer) => {
        if (answer.responseName !== 'Approved' && answer.responseName !== 'Rejected') return false;
        onDecided(answer);
        return true;
      }}
      reasonMax={AAC_REJECT_REASON_MAX}
      groupClassName="adv-aac__actions"
    />
  );
}
