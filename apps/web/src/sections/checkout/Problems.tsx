/**
 * What keeps the order from being placed, each with the way to fix it (the cart, the ship-to, the payment;
 * an AAC's password entered right here, or the request for one).
 */
import { CHECKOUT_TEXT, type CheckoutProblem, FEDSTRIP_URLS } from '@advantage/contracts';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { AacRequestLink, AacUnlockForm } from './AacPassword';
import { URLS } from './flow';

const FIX: Record<CheckoutProblem['code'], { to: string; label: string }> = {
  empty: { to: URLS.home, label: 'Continue shopping' },
  priceChanged: { to: URLS.cart, label: 'Accept the new price in your cart' },
  unavailable: { to: URLS.cart, label: 'Remove it in your cart' },
  aboveMaximum: { to: URLS.cart, label: 'Change quantities in your cart' },
  noAddress: { to: URLS.shipping, label: 'Choose a ship-to address' },
  noPayment: { to: URLS.payment, label: 'Choose a method of payment' },
  cardExpiring: { to: URLS.payment, label: 'Choose another card' },
  aboveCardLimit: { to: URLS.payment, label: 'Choose another method of payment' },
  aacNoGrant: { to: URLS.shipping, label: 'Choose another ship-to address' },
  aacLocked: { to: URLS.shipping, label: 'Choose another ship-to address' },
  aacPassword: { to: URLS.shipping, label: 'Choose another ship-to address' },
  stateProgram: { to: URLS.cart, label: 'Remove it in your cart, or choose another purchasing program' },
  requisition: { to: FEDSTRIP_URLS.cart, label: 'Change its requisitions in the FEDSTRIP cart' },
  // An approval's copy no longer matching (the approver's screens show it; checkout itself never does).
  changedAfterSubmission: { to: URLS.cart, label: 'Check your cart' },
};

function Fix({ problem, onUnlocked }: { problem: CheckoutProblem; onUnlocked?: (notice: string) => void | Promise<void> }) {
  if (problem.aac && problem.code === 'aacNoGrant') return <AacRequestLink aac={problem.aac} />;
  if (problem.aac && problem.code === 'aacPassword' && onUnlocked) return <AacUnlockForm aac={problem.aac} onUnlocked={onUnlocked} />;
  return (
    <Link className="usa-link" to={FIX[problem.code].to}>
      {FIX[problem.code].label}
    </Link>
  );
}

interface ProblemsProps {
  problems: CheckoutProblem[];
  refused: boolean;
  problemsRef: RefObject<HTMLDivElement | null>;
  /** After an AAC password entered on the review was right. */
  onUnlocked?: (notice: string) => void | Promise<void>;
}

export function Problems({ problems, refused, problemsRef, onUnlocked }: ProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <div ref={problemsRef} tabIndex={-1} className={`usa-alert ${refused ? 'usa-alert--error' : 'usa-alert--warning'} adv-checkout__alert`}>
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">{refused ? CHECKOUT_TEXT.orderNotPlaced : 'Before you place your order'}</h2>
        <ul className="usa-list">
          {problems.map((problem) => (
            <li key={`${problem.code}:${problem.itemId ?? problem.aac ?? ''}`}>
              {`${problem.message} `}
              <Fix problem={problem} {...(onUnlocked ? { onUnlocked } : {})} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
