/**
 * Funds Control Cart Review (cart/afc_cart AFCDataEntry, ggs/cart/process_order AFCDataEntry, authorize_funds
 * Initial): the funds approver sees the cart's lines and the buyer's line of accounting, corrects or completes
 * it (checked with checkout's accounting-code rules, errors on the field), and authorizes the cart (the order
 * is placed) or rejects it with the reason the buyer is emailed. A decided cart shows its decision only.
 */
import { FUNDS_REASON_MAX, FUNDS_TITLES, FUNDS_URLS, type FundsCartAttributes, LOA_FIELDS, type ScreenEnvelope } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { errorFor, TextField } from '../../shell/components/form/form';
import { ApprovalDecision } from '../common/ApprovalDecision';
import type { ScreenProps } from '../../kit/screens/types';
import { FundsRequisitions } from './FundsRequisitions';
import { FundsDecidedView } from './FundsDecided';
import { AccountingFacts, Events, Facts, LOA_LABELS, Notice, Orders, Problems } from './funds-parts';

/** The review as opened (afc_cart, process_order) or answered by a save (authorize_funds Initial). */
type ReviewEnvelope = ScreenEnvelope<'cart/afc_cart', 'AFCDataEntry'> | ScreenEnvelope<'ggs/cart/process_order', 'AFCDataEntry'> | ScreenEnvelope<'cart/authorize_funds', 'Initial'>;
/** What the screen shows: the review, or a decision's answer (authorize_funds). */
type Shown = ReviewEnvelope | ScreenEnvelope<'cart/authorize_funds'>;

type Loa = Record<(typeof LOA_FIELDS)[number], string>;

const HINTS: Record<(typeof LOA_FIELDS)[number], string> = {
  fundCode: '2 letters or digits.',
  appropriation: 'Treasury account symbol, for example 097X4930 or 0472025/20260100.',
  objectClass: '2 to 4 digits, for example 26.0.',
  projectJob: 'Up to 12 letters, digits or hyphens.',
  documentNumber: '14 characters starting with the AAC and the date YDDD, or blank to number it when ordered.',
};

export function FundsReview(props: ScreenProps<ReviewEnvelope>) {
  return <ReviewView key={envelopeKey(props.envelope)} {...props} />;
}

function ReviewView({ envelope }: ScreenProps<ReviewEnvelope>) {
  const [current, setCurrent] = useState<Shown>(envelope);
  if (current.responseName === 'Success') return <FundsDecidedView envelope={current} />;
  const a = current.attributes;
  return (
    <div className="adv-funds">
      <h1>{FUNDS_TITLES.review}</h1>
      <Notice message={a.notice} />
      {a.canDecide ? <p className="usa-intro">Check the items and the line of accounting, correct it where needed, then authorize the cart or reject it with a reason.</p> : null}
      <Problems problems={a.request?.status === 'Pending' ? a.problems : []} />
      <Facts a={a} />
      <Events events={a.events} />
      <Orders orders={a.orders} />
      <FundsRequisitions requisitions={a.requisitions} />
      {a.canDecide ? <DecisionForm a={a} onAnswer={setCurrent} /> : <AccountingFacts codes={a.accounting} />}
      <p>
        <Link className="usa-link" to={FUNDS_URLS.workList}>
          All funds-control carts for your AACs
        </Link>
      </p>
    </div>
  );
}

function DecisionForm({ a, onAnswer }: { a: FundsCartAttributes; onAnswer: (answer: Shown) => void }) {
  const [loa, setLoa] = useState<Loa>(() => ({
    fundCode: a.accounting.fundCode,
    appropriation: a.accounting.appropriation,
    objectClass: a.accounting.objectClass,
    projectJob: a.accounting.projectJob,
    documentNumber: a.accounting.documentNumber,
  }));
  return (
    <section aria-labelledby="funds-decide">
      <h2 id="funds-decide">Line of accounting and decision</h2>
      <ApprovalDecision
        path="cart/authorize_funds"
        choices={[
          { decision: 'authorize', label: 'Authorize', busy: 'Authorizing the cart and placing the order ...' },
          { decision: 'reject', label: 'Reject', busy: 'Rejecting the cart ...' },
          { decision: 'save', label: 'Save line of accounting', busy: 'Saving the line of accounting ...' },
        ]}
        payload={(decision, reason) => ({ id: a.request?.id, version: a.version, decision, reason, ...loa })}
        onAnswer={(answer) => {
          onAnswer(answer);
          return true;
        }}
        reasonMax={FUNDS_REASON_MAX}
        fields={LOA_FIELDS}
        groupClassName="adv-funds__buttons"
      >
        {(errors) => (
          <>
            <p>{`AAC ${a.accounting.aac}`}</p>
            {LOA_FIELDS.map((field) => (
              <TextField
                key={field}
                id={field}
                label={LOA_LABELS[field]}
                hint={HINTS[field]}
                value={loa[field]}
                onChange={(value) => setLoa((l) => ({ ...l, [field]: value }))}
                error={errorFor(errors, field)}
                optional={field === 'projectJob' || field === 'documentNumber'}
                maxLength={field === 'appropriation' ? 40 : 20}
                spellCheck={false}
                autoComplete="off"
              />
            ))}
          </>
        )}
      </ApprovalDecision>
    </section>
  );
}
