/** Parts the AAC password screens share: dates, the state of a request in words, notices and the facts of a request. */
import type { AacApprovalView, AacRequestState } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** An ISO timestamp as a calendar day: "Nov 21, 2026". */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : day.format(d);
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

/** A notice handed over by the screen that navigated here (after a request was sent). */
export function useHandedNotice(): string | undefined {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as Record<string, unknown>).notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}

/** A success alert that takes the focus once shown (after the layout focused <main> for the new page). */
export function Notice({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [message]);
  if (!message) return null;
  return (
    <div className="usa-alert usa-alert--success usa-alert--slim adv-aac__notice" tabIndex={-1} ref={ref}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
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
