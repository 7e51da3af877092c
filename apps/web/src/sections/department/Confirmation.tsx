/**
 * The Confirmation of the contact, survey and feedback dialogs (docs/product/department-pages-and-ebuy.md: confirmation 'Thank you!'): shown as its
 * own dialog when reached by address, and in place of a form that was just sent.
 */
import { DEPARTMENT_CONFIRMATION_TITLE, type DepartmentConfirmationAttributes, type ScreenEnvelope } from '@advantage/contracts';
import { type RefObject, useRef } from 'react';
import { Link } from 'react-router';
import { SuccessAlert } from '../../shell/components/SuccessAlert';
import type { ScreenProps } from '../../kit/screens/types';

/** The paths of the contact, survey and feedback dialogs: each answers its form again or the Confirmation. */
export type DepartmentFormPath = 'department/adv2git_contact' | 'department/survey' | 'department/feedback';

export function readConfirmation(answer: ScreenEnvelope<DepartmentFormPath>): DepartmentConfirmationAttributes | undefined {
  if (answer.responseName !== 'Confirmation' || typeof answer.attributes.message !== 'string') return undefined;
  return answer.attributes;
}

export function ConfirmationBody({ done, headingRef }: { done: DepartmentConfirmationAttributes; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="adv-department__confirmation" data-screen="Confirmation">
      <SuccessAlert heading={DEPARTMENT_CONFIRMATION_TITLE} headingRef={headingRef}>
        {done.message}
      </SuccessAlert>
      {done.referenceNumber
        ? (
            <p>
              {'Reference number: '}
              <strong>{done.referenceNumber}</strong>
            </p>
          )
        : null}
      <Link className="usa-button" to={done.continueUrl}>
        Continue
      </Link>
    </div>
  );
}

export function DepartmentConfirmation({ envelope }: ScreenProps<ScreenEnvelope<DepartmentFormPath, 'Confirmation'>>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = readConfirmation(envelope);
  return done ? <ConfirmationBody done={done} headingRef={headingRef} /> : null;
}
