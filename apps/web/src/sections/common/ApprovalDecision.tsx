/**
 * The approver's decision, one form for every approval kind (docs/adr/0036-one-approval-engine.md): an AAC
 * password request (Approve, Reject), a state or local order (Approve and place the order, Decline), a
 * funds-control cart (Authorize, Reject, Save line of accounting, with its line of accounting above the reason).
 * The first choice submits the form (Enter); the others are buttons beside it. The reason is optional until a
 * refusing choice is made (the server's input schema says so) and is sent to the buyer. One request at a time.
 */
import type { ScreenOf } from '@advantage/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ReasonField } from '../../shell/components/ReasonField';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';

export interface DecisionChoice<D extends string> {
  decision: D;
  label: string;
  /** The status line while the decision is under way. */
  busy: string;
}

export interface ApprovalDecisionProps<P extends string, D extends string> {
  path: P;
  choices: readonly [DecisionChoice<D>, ...DecisionChoice<D>[]];
  payload: (decision: D, reason: string) => Record<string, unknown>;
  /** The decision's answer; false when it is not one (its errors then show on the form). */
  onAnswer: (answer: ScreenOf<P>) => boolean;
  reasonMax: number;
  /** The refusing choice the reason's label and hint name. */
  refusal?: 'reject' | 'decline';
  /** The kind's own fields above the reason (their names for the error summary) and their controls. */
  fields?: readonly string[];
  children?: (errors: FieldError[]) => ReactNode;
  /** The button group's own class (the section's spacing). */
  groupClassName?: string;
}

/** The second choice refuses (secondary), a third keeps without deciding (outline). */
const BUTTON_CLASS = ['usa-button', 'usa-button usa-button--secondary', 'usa-button usa-button--outline'];

export function ApprovalDecision<P extends string, D extends string>(props: ApprovalDecisionProps<P, D>) {
  const { path, choices, payload, onAnswer, reasonMax, refusal, fields = [], children, groupClassName } = props;
  const [reason, setReason] = useState('');
  const { errors, busy, status, summaryRef, submit } = useFormSubmit();
  const decide = (choice: DecisionChoice<D>) => (event: FormEvent) => {
    event.preventDefault();
    void submit({ path, payload: payload(choice.decision, reason), busy: choice.busy, onScreen: onAnswer });
  };
  const [primary] = choices;
  return (
    <>
      <ErrorSummary errors={errors} fields={[...fields, 'reason']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={decide(primary)}>
        {children?.(errors)}
        <ReasonField verb={refusal} value={reason} onChange={setReason} max={reasonMax} error={errorFor(errors, 'reason')} />
        <ul className={groupClassName ? `usa-button-group ${groupClassName}` : 'usa-button-group'}>
          {choices.map((choice, i) => (
            <li key={choice.decision} className="usa-button-group__item">
              <button
                className={BUTTON_CLASS[Math.min(i, BUTTON_CLASS.length - 1)]}
                type={i === 0 ? 'submit' : 'button'}
                aria-disabled={busy || undefined}
                onClick={i === 0 ? undefined : decide(choice)}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
        <BusyStatus message={status} />
      </form>
    </>
  );
}

/** The emailed link's token from the screen's query (?token=), the first when repeated. */
export function linkToken(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
