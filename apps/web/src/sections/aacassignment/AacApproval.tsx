/**
 * AAC Password Approval (docs/product/aac-passwords-and-approvals.md aacassignment/aac_approval Initial, Approved, Rejected): the supervisor the
 * request names, signed in, sees who asks for which AAC and approves, or rejects with a reason the buyer is
 * emailed. The decision shows in place; the link from the email does not work again.
 */
import { AAC_REJECT_REASON_MAX, AAC_TITLES, AAC_URLS, type AacApprovalAttributes, type ScreenEnvelope } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { ReasonField } from '../../shell/components/ReasonField';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { PropsOf } from '../../kit/screens/types';
import { Notice, RequestFacts } from './parts';

const PATH = 'aacassignment/aac_approval';

type ApprovalProps = PropsOf<typeof PATH, 'Initial' | 'Approved' | 'Rejected'>;

export function AacApproval(props: ApprovalProps) {
  return <AacApprovalView key={envelopeKey(props.envelope)} {...props} />;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
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
        : <Decision a={a} token={first(query.token)} onDecided={setCurrent} />}
    </div>
  );
}

function Decision({ a, token, onDecided }: { a: AacApprovalAttributes; token: string | undefined; onDecided: (answer: ScreenEnvelope<typeof PATH>) => void }) {
  const [reason, setReason] = useState('');
  const { errors, busy, status, summaryRef, submit } = useFormSubmit();
  const decide = (decision: 'approve' | 'reject') => (event: FormEvent) => {
    event.preventDefault();
    void submit({
      path: PATH,
      // The emailed link names the request by its token; the work list by its id.
      payload: { ...(token ? { token } : { requestId: a.request.requestId }), decision, ...(reason.trim() ? { reason } : {}) },
      busy: decision === 'approve' ? 'Approving the request ...' : 'Rejecting the request ...',
      onScreen: (answer) => {
        if (answer.responseName !== 'Approved' && answer.responseName !== 'Rejected') return false;
        onDecided(answer);
        return true;
      },
    });
  };
  return (
    <>
      <ErrorSummary errors={errors} fields={['reason']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={decide('approve')}>
        <ReasonField value={reason} onChange={setReason} max={AAC_REJECT_REASON_MAX} error={errorFor(errors, 'reason')} />
        <ul className="usa-button-group adv-aac__actions">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
              Approve
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--secondary" type="button" aria-disabled={busy || undefined} onClick={decide('reject')}>
              Reject
            </button>
          </li>
        </ul>
        <BusyStatus message={status} />
      </form>
    </>
  );
}
