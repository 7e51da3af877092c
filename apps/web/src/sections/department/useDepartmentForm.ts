/**
 * What the contact, survey and feedback forms share: their values opened from the envelope (with the errors of a
 * Failure reached by address), one post through useFormSubmit, and the 'Thank you!' Confirmation shown in place.
 */
import { DEPARTMENT_TEXT, type DepartmentConfirmationAttributes } from '@advantage/contracts';
import { useState } from 'react';
import { errorFor } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { type DepartmentFormPath, readConfirmation } from './Confirmation';

interface FormAttributes<Values> {
  values: Values;
  errors?: Array<{ field: string; message: string }> | undefined;
  department?: string | undefined;
}

export function useDepartmentForm<Values extends Record<string, string>>(path: DepartmentFormPath, attributes: FormAttributes<Values>) {
  const [values, setValues] = useState<Values>(() => ({ ...attributes.values }));
  const [done, setDone] = useState<DepartmentConfirmationAttributes | undefined>();
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(attributes.errors) });
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  // The department the form was opened for goes with the answers (the contact form names its own).
  const send = onSubmit(() => ({
    path,
    payload: { ...(attributes.department ? { department: attributes.department } : {}), ...values },
    busy: DEPARTMENT_TEXT.sending,
    onScreen: (answer) => {
      const confirmation = readConfirmation(answer);
      if (!confirmation) return false;
      setErrors([]);
      setDone(confirmation);
      focus('heading');
      return true;
    },
  }));
  const error = (field: string) => errorFor(errors, field);
  return { values, set, error, errors, done, busy, status, summaryRef, headingRef, send };
}
