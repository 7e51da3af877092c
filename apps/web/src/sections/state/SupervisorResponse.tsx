/**
 * state/supervisor_response (SupervisorResponse): the supervisor the order names, signed in, sees who orders
 * what under which program and why it needs them, and approves it (the order is placed then) or declines it
 * with a reason the buyer is emailed. The decision shows in place; the emailed link does not work again.
 */
import { type ScreenEnvelope, STATE_DECLINE_REASON_MAX } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { envelopeKey } from '../../shell/components/envelope-key';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { AuthorizationFacts, Notice, Problems } from './authorization-parts';
import { ReasonField } from '../../shell/components/ReasonField';

const PATH = 'state/supervisor_response';

export function SupervisorResponse(props: PropsOf<typeof PATH, 'SupervisorResponse'>) {
  return <SupervisorResponseView key={envelopeKey(props.envelope)} {...props} />;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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
      {a.canDecide ? <Decision token={first(query.token)} requestId={a.request.id} onDecided={setCurrent} /> : null}
    </div>
  );
}

function Decision({ token, requestId, onDecided }: { token: string | undefined; requestId: number; onDecided: (answer: ScreenEnvelope<typeof PATH, 'SupervisorResponse'>) => void }) {
  const [reason, setReason] = useState('');
  const { errors, busy, status, summaryRef, submit } = useFormSubmit();
  const decide = (decision: 'approve' | 'decline') => (event: FormEvent) => {
    event.preventDefault();
    void submit({
      path: PATH,
      // The emailed link names the order by its token; the work list by its id.
      payload: { ...(token ? { token } : { requestId }), decision, ...(reason.trim() ? { reason } : {}) },
      busy: decision === 'approve' ? 'Approving and placing the order ...' : 'Declining the order ...',
      onScreen: (answer) => {
        if (answer.responseName !== 'SupervisorResponse') return false;
        onDecided(answer);
        return true;
      },
    });
  };
  return (
    <>
      <ErrorSummary errors={errors} fields={['reason']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={decide('approve')}>
        <ReasonField verb="decline" value={reason} onChange={setReason} max={STATE_DECLINE_REASON_MAX} error={errorFor(errors, 'reason')} />
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
              Approve and place the order
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--secondary" type="button" aria-disabled={busy || undefined} onClick={decide('decline')}>
              Decline
            </button>
          </li>
        </ul>
        <BusyStatus message={status} />
      </form>
    </>
  );
}
