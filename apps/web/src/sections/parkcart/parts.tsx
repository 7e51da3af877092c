/** Parts the parked-cart screens share: the notice alert and the add-to-cart result. */
import { type AddParkedCartAttributes, PARKCART_TEXT } from '@advantage/contracts';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { SHOPPING_CART_URL } from './format';

/** A notice handed over by the screen that navigated here (after a forward or a delete). */
export function useHandedNotice(): string | undefined {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as Record<string, unknown>).notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}

export function SuccessNotice({ message, noticeRef }: { message: string | undefined; noticeRef?: RefObject<HTMLDivElement | null> }) {
  if (!message) return null;
  return (
    <div className="usa-alert usa-alert--success usa-alert--slim adv-parkcart__notice" tabIndex={-1} ref={noticeRef}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}

export function ErrorNotice({ message, noticeRef }: { message: string | undefined; noticeRef?: RefObject<HTMLDivElement | null> }) {
  if (!message) return null;
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim adv-parkcart__notice" tabIndex={-1} ref={noticeRef}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}

export type AddResult = Pick<AddParkedCartAttributes, 'added' | 'problems'> & { cartName: string };

/** What parkcart/addcart did: how many items went to the cart, and each one that did not, with why. */
export function AddResultAlert({ result, noticeRef }: { result: AddResult; noticeRef?: RefObject<HTMLDivElement | null> }) {
  const failed = result.problems.length > 0;
  return (
    <div className={`usa-alert ${failed ? 'usa-alert--warning' : 'usa-alert--success'} adv-parkcart__notice`} tabIndex={-1} ref={noticeRef}>
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">{failed ? `Not every item of “${result.cartName}” was added` : `“${result.cartName}” was added to your shopping cart`}</h2>
        <p className="usa-alert__text">
          {PARKCART_TEXT.added(result.added)}
          {' '}
          {result.added > 0
            ? (
                <Link className="usa-link" to={SHOPPING_CART_URL}>
                  View your shopping cart
                </Link>
              )
            : null}
        </p>
        {failed
          ? (
              <>
                <p className="usa-alert__text">{PARKCART_TEXT.notAdded(result.problems.length)}</p>
                <ul className="usa-list">
                  {result.problems.map((p) => (
                    <li key={p.itemId}>{`${p.title} (part number ${p.partNumber}): ${p.message}`}</li>
                  ))}
                </ul>
              </>
            )
          : null}
      </div>
    </div>
  );
}
