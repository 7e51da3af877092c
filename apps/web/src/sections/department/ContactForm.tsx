/**
 * department/adv2git_contact (Contact): name, government email (docs/product/validation-rules.md), phone (optional,
 * docs/product/validation-rules.md), agency or
 * office, department (optional), what it is about and the message. Sent in place; the answer is 'Thank you!'.
 */
import { CONTACT_INTERESTS, DEPARTMENT_LIMITS } from '@advantage/contracts';
import { SelectField, TextAreaField } from '../../shell/components/form/fields';
import { BusyStatus, EmailField, ErrorSummary, RequiredNote, TextField } from '../../shell/components/form/form';
import type { PropsOf } from '../../kit/screens/types';
import { ConfirmationBody } from './Confirmation';
import { useDepartmentForm } from './useDepartmentForm';

const FIELDS = ['name', 'email', 'phone', 'organization', 'department', 'interest', 'message'] as const;

export function ContactForm({ envelope }: PropsOf<'department/adv2git_contact', 'Contact'>) {
  const attributes = envelope.attributes;
  const form = useDepartmentForm('department/adv2git_contact', attributes);
  const { values, set, error } = form;
  if (form.done) return <ConfirmationBody done={form.done} headingRef={form.headingRef} />;
  return (
    <div className="adv-department__form" data-screen="Contact">
      <p>Tell us about your department and what you need. A program manager answers within two business days.</p>
      <ErrorSummary errors={form.errors} fields={FIELDS} summaryRef={form.summaryRef} />
      <form className="usa-form" noValidate onSubmit={form.send}>
        <RequiredNote />
        <TextField id="name" label="Name" autoComplete="name" maxLength={DEPARTMENT_LIMITS.name} value={values.name} onChange={set('name')} error={error('name')} />
        <EmailField
          id="email"
          label="Government email address"
          hint="Ending in .gov, .mil or .us."
          maxLength={DEPARTMENT_LIMITS.email}
          value={values.email}
          onChange={set('email')}
          error={error('email')}
        />
        <TextField id="phone" label="Phone number" optional hint="10 digits, for example 202-555-0142." type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={error('phone')} />
        <TextField id="organization" label="Agency or office" autoComplete="organization" maxLength={DEPARTMENT_LIMITS.organization} value={values.organization} onChange={set('organization')} error={error('organization')} />
        <SelectField
          id="department"
          label="Department"
          required={false}
          emptyChoice="- Not listed or not yet on GSA Advantage! -"
          options={attributes.departments.map((d) => ({ value: d.code, label: d.name }))}
          value={values.department}
          onChange={set('department')}
          error={error('department')}
        />
        <SelectField
          id="interest"
          label="What would you like to talk about?"
          required
          options={CONTACT_INTERESTS}
          value={values.interest}
          onChange={set('interest')}
          error={error('interest')}
        />
        <TextAreaField
          id="message"
          label="Message"
          required
          hint={`Up to ${DEPARTMENT_LIMITS.message.toLocaleString('en-US')} characters.`}
          rows={6}
          value={values.message}
          onChange={set('message')}
          error={error('message')}
        />
        <button className="usa-button" type="submit" aria-disabled={form.busy || undefined}>
          Send
        </button>
        <BusyStatus message={form.status} />
      </form>
    </div>
  );
}
