/**
 * department/survey (Survey): how satisfied, whether the buyer found it, what they came to do, and comments. Also
 * main/start_page's Survey, the same form over the start page.
 */
import { DEPARTMENT_LIMITS, type ScreenEnvelope, SURVEY_FOUND, SURVEY_PURPOSES, SURVEY_SATISFACTION } from '@advantage/contracts';
import { SelectField, TextAreaField } from '../../shell/components/form/fields';
import { BusyStatus, ErrorSummary } from '../../shell/components/form/form';
import type { ScreenProps } from '../../kit/screens/types';
import { ConfirmationBody } from './Confirmation';
import { RadioGroup } from './RadioGroup';
import { useDepartmentForm } from './useDepartmentForm';

const FIELDS = ['satisfaction', 'found', 'purpose', 'comments'] as const;
const SATISFACTION = SURVEY_SATISFACTION.map((o) => ({ value: String(o.value), label: o.label }));

export function SurveyForm({ envelope }: ScreenProps<ScreenEnvelope<'department/survey', 'Survey'> | ScreenEnvelope<'main/start_page', 'Survey'>>) {
  const form = useDepartmentForm('department/survey', envelope.attributes);
  const { values, set, error } = form;
  if (form.done) return <ConfirmationBody done={form.done} headingRef={form.headingRef} />;
  return (
    <div className="adv-department__form" data-screen="Survey">
      <p>Three questions about the department pages. Your answers are anonymous unless you are signed in.</p>
      <ErrorSummary errors={form.errors} fields={FIELDS} summaryRef={form.summaryRef} />
      <form className="usa-form" noValidate onSubmit={form.send}>
        <RadioGroup
          name="satisfaction"
          legend="Overall, how satisfied are you with these pages?"
          options={SATISFACTION}
          value={values.satisfaction}
          onChange={set('satisfaction')}
          error={error('satisfaction')}
        />
        <RadioGroup name="found" legend="Did you find what you came for?" options={SURVEY_FOUND} value={values.found} onChange={set('found')} error={error('found')} />
        <SelectField
          id="purpose"
          label="What did you come to do?"
          required
          options={SURVEY_PURPOSES}
          value={values.purpose}
          onChange={set('purpose')}
          error={error('purpose')}
        />
        <TextAreaField
          id="comments"
          label="Comments"
          required={false}
          hint={`Up to ${DEPARTMENT_LIMITS.comments.toLocaleString('en-US')} characters.`}
          rows={4}
          value={values.comments}
          onChange={set('comments')}
          error={error('comments')}
        />
        <button className="usa-button" type="submit" aria-disabled={form.busy || undefined}>
          Send answers
        </button>
        <BusyStatus message={form.status} />
      </form>
    </div>
  );
}
