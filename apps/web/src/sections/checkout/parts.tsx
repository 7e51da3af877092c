/** Pieces every checkout screen shares: the step indicator, an address block, money, and the alerts. */
import { addressLines, CHECKOUT_STEPS, type ConfirmedShipTo, usdText } from '@advantage/contracts';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { StepIndicator } from '../../shell/components/form/form';

export const money = usdText;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The USWDS step indicator: Shipping, Payment, Review, Confirmation. Its heading does not take the
 * focus here (the layout focuses the page); screens that change in place focus their own result. An
 * earlier step in `pending` is not marked done (the review shows before an address or payment is chosen).
 */
export function CheckoutSteps({ step, pending }: { step: CheckoutStep; pending?: readonly CheckoutStep[] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return <StepIndicator steps={CHECKOUT_STEPS} current={CHECKOUT_STEPS.indexOf(step) + 1} headingRef={headingRef} {...(pending ? { pending } : {})} />;
}

/** "yyyy-mm-dd" → "Jan 5, 2026". */
export { day as dateText } from '../common/format';

/** An address as lines; `inline` inside a label (phrasing content only), where the name is the label's. */
export function AddressBlock({ address, inline = false }: { address: ConfirmedShipTo; inline?: boolean }) {
  if (inline) {
    return (
      <span className="adv-checkout__address">
        {address.aac ? <span className="adv-checkout__address-line">{`AAC/DoDAAC ${address.aac}`}</span> : null}
        {addressLines(address).map((line) => (
          <span key={line} className="adv-checkout__address-line">
            {line}
          </span>
        ))}
      </span>
    );
  }
  return (
    <address className="adv-checkout__address">
      <strong>{address.name}</strong>
      {address.aac ? <span>{` (AAC/DoDAAC ${address.aac})`}</span> : null}
      {addressLines(address).map((line) => (
        <span key={line} className="adv-checkout__address-line">
          {line}
        </span>
      ))}
      <span className="adv-checkout__address-line">{[address.phone, address.email].filter(Boolean).join(' · ')}</span>
    </address>
  );
}

export interface Notice {
  kind: 'success' | 'info' | 'warning' | 'error';
  heading?: string;
  body: ReactNode;
}

/** An alert that takes the focus when it appears (the result of an action shown in place). */
export function Alert({ notice, focus = false, alertRef }: { notice: Notice; focus?: boolean; alertRef?: RefObject<HTMLDivElement | null> }) {
  const own = useRef<HTMLDivElement>(null);
  const ref = alertRef ?? own;
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, notice, ref]);
  return (
    <div ref={ref} tabIndex={-1} className={`usa-alert usa-alert--${notice.kind} adv-checkout__alert`}>
      <div className="usa-alert__body">
        {notice.heading ? <h2 className="usa-alert__heading">{notice.heading}</h2> : null}
        <div className="usa-alert__text">{notice.body}</div>
      </div>
    </div>
  );
}

export { noticeFromState } from '../../shell/components/Notice';
