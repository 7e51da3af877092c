/**
 * state/supervisor_response (SupervisorResponse): the supervisor the order names, signed in, sees who orders
 * what under which program and why it needs them, and approves it (the order is placed then) or declines it
 * with a reason the buyer is emailed. The decision shows in place; the emailed link does not work again.
 */
import { type ScreenEnvelope, STATE_DECLINE_REASON_MAX } from '@advantage/contracts';
import { useState } from 'react';
import { envelopeKey } from '../../shell/components/envelope-key';
import type { PropsOf } from '../../kit/screens/types';
import { ApprovalDecision, linkToken } from '../common/ApprovalDecision';
import { AuthorizationFacts, Notice, Problems } from './authorization-parts';

const PATH = 'state/supervisor_response';

export function SupervisorResponse(props: PropsOf<typeof PATH, 'SupervisorResponse'>) {
  return <SupervisorResponseView key={envelopeKey(props.envelope)} {...props} />;
}

function SupervisorResponseView({ envelope, query }: PropsOf<typeof PATH, 'SupervisorResponse'>) {
  const [current, setCurrent] = useState(envelope);
  const a = current.attributes;
  return (
    <div className="adv-state">
      <h1>Authorize an Order</h1>
      <Notice message={a.notice} />
      {a.canDecide ? <p className="usa-intro">A buyer you supervise asks you to authorize this order. Approve it to place it, or decline it with the reason the buyer will read.</p> : null}
      <Problems problems={a.problems} />
      <AuthorizationFacts request={a.request} />
      {a.canDecide ? <Decision token={linkToken(query.token)} requestId={a.request.id} onDecided={setCurrent} /> : null}
    </div>
  );
}

function Decision({ token, requestId, onDecided }: { token: string | undefined; requestId: number; onDecided: (answer: ScreenEnvelope<typeof PATH, 'SupervisorResponse'>) => void }) {
  return (
    <ApprovalDecision
      path={PATH}
      choices={[
        { decision: 'approve', label: 'Approve and place the order', busy: 'Approving and placing the order ...' },
        { decision: 'decline', label: 'Decline', busy: 'Declining the order ...' },
      ]}
      // The emailed link names the order by its token; the work list by its id.
      payload={(decision, reason) => ({ ...(token ? { token } : { requestId }), decision, ...(reason.trim() ? { reason } : {}) })}
      onAnswer={(answer) => {
        if (answer.responseName !== 'SupervisorResponse') return false;
        onDecided(answer);
        return true;
      }}
      reasonMax={STATE_DECLINE_REASON_MAX}
      refusal="decline"
    />
  );
}
