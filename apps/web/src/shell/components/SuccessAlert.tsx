/**
 * The answer a form shows in place of itself (a request sent, a cart parked, items added): a success
 * alert whose heading takes the focus, so the result is read out where the form was.
 */
import type { ReactNode, RefObject } from 'react';

interface SuccessAlertProps {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

export function SuccessAlert({ heading, headingRef, children }: SuccessAlertProps) {
  return (
    <div className="usa-alert usa-alert--success">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" tabIndex={-1} ref={headingRef}>
          {heading}
        </h2>
        <p className="usa-alert__text">{children}</p>
      </div>
    </div>
  );
}
