/** department/survey (Survey): how satisfied, whether the buyer found it, what they came to do, and comments. */
import {
  DEPARTMENT_LIMITS, DEPARTMENT_TEXT, type DepartmentConfirmationAttributes, SURVEY_FOUND, SURVEY_PURPOSES, SURVEY_SATISFACTION, type SurveyFormAttributes,
} from '@advantage/contracts';
import { useState } from 'react';
import { FormGroup } from '../../components/FormGroup';
import { BusyStatus, ErrorSummary, errorFor } from '../../components/form/form';
import { fieldErrors } from '../../components/form/submit';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { ScreenProps } from '../types';
import { ConfirmationBody, readConfirmation } from './Confirmation';
import { RadioGroup } from './RadioGroup';

const FIELDS = ['satisfaction', 'found', 'purpose', 'comments'] as const;
type Values = SurveyFormAttributes['values'];

export function SurveyForm({ envelope }: ScreenProps) {
  const attributes = envelope.attributes as unknown as SurveyFormAttributes;
  const [values, setValues] = useState<Values>(() => ({ ...attributes.values }));
  const [done, setDone] = useState<DepartmentConfirmationAttributes | undefined>();
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(attributes.errors) });
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const send = onSubmit(() => ({
    path: 'department/survey',
    payload: { ...values, ...(attributes.department ? { department: attributes.department } : {}) },
    busy: DEPARTMENT_TEXT.sending,
    onScreen: ({ responseName, attributes: answer }) => {
      const confirmation = readConfirmation(responseName, answer);
      if (!confirmation) return false;
      setErrors([]);
      setDone(confirmation);
      focus('heading');
      return true;
    },
  }));
  if (done) return <ConfirmationBody done={done} headingRef={headingRef} />;
  const error = (field: string) => errorFor(errors, field);
  return (
    <div className="adv-department__form" data-screen="Survey">
      <p>Three questions about the department pages. Your answers are anonymous unless you are signed in.</p>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form" noValidate onSubmit={send}>
        <RadioGroup
          name="satisfaction"
          legend="Overall, how satisfied are you with these pages?"
          options={SURVEY_SATISFACTION.map((o) => ({ value: String(o.value), label: o.label }))}
          value={values.satisfaction}
          onChange={set('satisfaction')}
          error={error('satisfaction')}
        />
        <RadioGroup name="found" legend="Did you find what you came for?" options={SURVEY_FOUND} value={values.found} onChange={set('found')} error={error('found')} />
        <FormGroup id="purpose" label="What did you come to do?" required error={error('purpose')}>
          {(c) => (
            <select className={c.className('usa-select')} id="purpose" name="purpose" value={values.purpose} onChange={(e) => set('purpose')(e.target.value)} required aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy}>
              <option value="">- Select -</option>
              {SURVEY_PURPOSES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <FormGroup id="comments" label="Comments" required={false} hint={`Up to ${DEPARTMENT_LIMITS.comments.toLocaleString('en-US')} characters.`} error={error('comments')}>
          {(c) => (
            <textarea className={c.className('usa-textarea')} id="comments" name="comments" rows={4} value={values.comments} onChange={(e) => set('comments')(e.target.value)} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} />
          )}
        </FormGroup>
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Send answers
        </button>
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
