/** department/feedback (Feedback): what it is about, the feedback, and (optional, spec §5 email) where to answer. */
import { DEPARTMENT_LIMITS, DEPARTMENT_TEXT, type DepartmentConfirmationAttributes, FEEDBACK_TOPICS, type FeedbackFormAttributes } from '@advantage/contracts';
import { useState } from 'react';
import { FormGroup } from '../../components/FormGroup';
import { BusyStatus, ErrorSummary, errorFor, TextField } from '../../components/form/form';
import { fieldErrors } from '../../components/form/submit';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { ScreenProps } from '../types';
import { ConfirmationBody, readConfirmation } from './Confirmation';

const FIELDS = ['topic', 'message', 'replyEmail'] as const;
type Values = FeedbackFormAttributes['values'];

export function FeedbackForm({ envelope }: ScreenProps) {
  const attributes = envelope.attributes as unknown as FeedbackFormAttributes;
  const [values, setValues] = useState<Values>(() => ({ ...attributes.values }));
  const [done, setDone] = useState<DepartmentConfirmationAttributes | undefined>();
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(attributes.errors) });
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const send = onSubmit(() => ({
    path: 'department/feedback',
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
    <div className="adv-department__form" data-screen="Feedback">
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form" noValidate onSubmit={send}>
        <FormGroup id="topic" label="What is your feedback about?" required error={error('topic')}>
          {(c) => (
            <select className={c.className('usa-select')} id="topic" name="topic" value={values.topic} onChange={(e) => set('topic')(e.target.value)} required aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy}>
              <option value="">- Select -</option>
              {FEEDBACK_TOPICS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <FormGroup id="message" label="Feedback" required hint={`Up to ${DEPARTMENT_LIMITS.comments.toLocaleString('en-US')} characters.`} error={error('message')}>
          {(c) => (
            <textarea className={c.className('usa-textarea')} id="message" name="message" rows={5} value={values.message} onChange={(e) => set('message')(e.target.value)} required aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} />
          )}
        </FormGroup>
        <TextField
          id="replyEmail"
          label="Email address for an answer"
          optional
          hint="Leave empty if you do not need an answer."
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={DEPARTMENT_LIMITS.email}
          value={values.replyEmail}
          onChange={set('replyEmail')}
          error={error('replyEmail')}
        />
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Send feedback
        </button>
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
