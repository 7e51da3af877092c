/** Parts the AAC password screens share: dates, the state of a request in words, notices and the facts of a request. */
import { AAC_ACCESS_TEXT, type AacApprovalView, type AacRequestState, checkoutReturnPath } from '@advantage/contracts';
import { Link, useLocation } from 'react-router';
import { Notice as SharedNotice } from '../../shell/components/Notice';
import { dayOf } from '../common/format';

export { dayOf };
export { useHandedNotice } from '../../shell/components/Notice';

/** A success alert that takes the focus once shown. */
export function Notice({ message }: { message: string | undefined }) {
  return <SharedNotice message={message} className="adv-aac__notice" />;
}

/** The way back to the checkout screen the request was opened from (only a checkout address of this app). */
export function ReturnToCheckout({ to }: { to: string | undefined }) {
  const back = checkoutReturnPath(to);
  if (!back) return null;
  return (
    <p className="adv-aac__links">
      <Link className="usa-button" to={back}>
        {AAC_ACCESS_TEXT.returnToCheckout}
      </Link>
    </p>
  );
}

/** The checkout screen a just-sent request was opened from, handed over in the navigation state. */
export function useHandedReturn(): string | undefined {
  const state = useLocation().state as { returnTo?: unknown } | null;
  return checkoutReturnPath(state?.returnTo);
}

/** A request's state as the buyer reads it; an Initial request past its link's days can no longer be decided. */
export function stateText(state: AacRequestState, expired = false): string {
  if (state === 'Approved') return 'Approved';
  if (state === 'Rejected') return 'Rejected';
  return expired ? 'Expired without a decision' : 'Waiting for approval';
}

/** The state as a USWDS tag: the words carry the meaning, the colour only repeats it. */
export function StateTag({ state, expired = false }: { state: AacRequestState; expired?: boolean }) {
  const tone = state === 'Approved' ? 'adv-aac__tag--approved' : state === 'Rejected' || expired ? 'adv-aac__tag--rejected' : 'adv-aac__tag--waiting';
  return <span className={`usa-tag adv-aac__tag ${tone}`}>{stateText(state, expired)}</span>;
}

/** Who asks for which AAC, and when: what the supervisor decides on. */
export function RequestFacts({ request }: { request: AacApprovalView }) {
  return (
    <dl className="adv-aac__facts">
      <dt>Buyer</dt>
      <dd>{`${request.buyerName} (${request.buyerEmail})`}</dd>
      <dt>AAC</dt>
      <dd>{`${request.aac}: ${request.aacName}`}</dd>
      <dt>Agency</dt>
      <dd>{request.agency}</dd>
      <dt>Requested</dt>
      <dd>{dayOf(request.requestedAt)}</dd>
      <dt>State</dt>
      <dd>
        <StateTag state={request.state} />
      </dd>
      {request.state === 'Initial'
        ? (
            <>
              <dt>Link good until</dt>
              <dd>{dayOf(request.expiresAt)}</dd>
            </>
          )
        : null}
      {request.reason
        ? (
            <>
              <dt>Reason</dt>
              <dd>{request.reason}</dd>
            </>
          )
        : null}
    </dl>
  );
}
