/** department/feedback (Feedback): what it is about, the feedback, and (optional, docs/product/validation-rules.md email) where to answer. */
import { DEPARTMENT_LIMITS, FEEDBACK_TOPICS } from '@advantage/contracts';
import { SelectField, TextAreaField } from '../../shell/components/form/fields';
import { BusyStatus, EmailField, ErrorSummary } from '../../shell/components/form/form';
import type { PropsOf } from '../../kit/screens/types';
import { ConfirmationBody } from './Confirmation';
import { useDepartmentForm } from './useDepartmentForm';

const FIELDS = ['topic', 'message', 'replyEmail'] as const;

export function FeedbackForm({ envelope }: PropsOf<'department/feedback', 'Feedback'>) {
  const form = useDepartmentForm('department/feedback', envelope.attributes);
  const { values, set, error } = form;
  if (form.done) return <ConfirmationBody done={form.done} headingRef={form.headingRef} />;
  return (
    <div className="adv-department__form" data-screen="Feedback">
      <ErrorSummary errors={form.errors} fields={FIELDS} summaryRef={form.summaryRef} />
      <form className="usa-form" noValidate onSubmit={form.send}>
        <SelectField
          id="topic"
          label="What is your feedback about?"
          required
          options={FEEDBACK_TOPICS}
          value={values.topic}
          onChange={set('topic')}
          error={error('topic')}
        />
        <TextAreaField
          id="message"
          label="Feedback"
          required
          hint={`Up to ${DEPARTMENT_LIMITS.comments.toLocaleString('en-US')} characters.`}
          rows={5}
          value={values.message}
          onChange={set('message')}
          error={error('message')}
        />
        <EmailField
          id="replyEmail"
          label="Email address for an answer"
          optional
          hint="Leave empty if you do not need an answer."
          maxLength={DEPARTMENT_LIMITS.email}
          value={values.replyEmail}
          onChange={set('replyEmail')}
          error={error('replyEmail')}
        />
        <button className="usa-button" type="submit" aria-disabled={form.busy || undefined}>
          Send feedback
        </button>
        <BusyStatus message={form.status} />
      </form>
    </div>
  );
}
