/**
 * department/adv2git_contact (Contact): name, government email (spec §5), phone (optional, spec §5), agency or
 * office, department (optional), what it is about and the message. Sent in place; the answer is 'Thank you!'.
 */
import { CONTACT_INTERESTS, type ContactFormAttributes, DEPARTMENT_LIMITS, DEPARTMENT_TEXT, type DepartmentConfirmationAttributes } from '@advantage/contracts';
import { useState } from 'react';
import { FormGroup } from '../../components/FormGroup';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, TextField } from '../../components/form/form';
import { fieldErrors } from '../../components/form/submit';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { ScreenProps } from '../types';
import { ConfirmationBody, readConfirmation } from './Confirmation';

const PATH = 'department/adv2git_contact';
const FIELDS = ['name', 'email', 'phone', 'organization', 'department', 'interest', 'message'] as const;
type Values = ContactFormAttributes['values'];

export function ContactForm({ envelope }: ScreenProps) {
  const attributes = envelope.attributes as unknown as ContactFormAttributes;
  const [values, setValues] = useState<Values>(() => ({ ...attributes.values }));
  const [done, setDone] = useState<DepartmentConfirmationAttributes | undefined>();
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({
    initialErrors: () => fieldErrors(attributes.errors),
  });
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const send = onSubmit(() => ({
    path: PATH,
    payload: { ...values },
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
    <div className="adv-department__form" data-screen="Contact">
      <p>Tell us about your department and what you need. A program manager answers within two business days.</p>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form" noValidate onSubmit={send}>
        <RequiredNote />
        <TextField id="name" label="Name" autoComplete="name" maxLength={DEPARTMENT_LIMITS.name} value={values.name} onChange={set('name')} error={error('name')} />
        <TextField
          id="email"
          label="Government email address"
          hint="Ending in .gov, .mil or .us."
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={DEPARTMENT_LIMITS.email}
          value={values.email}
          onChange={set('email')}
          error={error('email')}
        />
        <TextField id="phone" label="Phone number" optional hint="10 digits, for example 202-555-0142." type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={error('phone')} />
        <TextField id="organization" label="Agency or office" autoComplete="organization" maxLength={DEPARTMENT_LIMITS.organization} value={values.organization} onChange={set('organization')} error={error('organization')} />
        <FormGroup id="department" label="Department" required={false} error={error('department')}>
          {(c) => (
            <select className={c.className('usa-select')} id="department" name="department" value={values.department} onChange={(e) => set('department')(e.target.value)} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy}>
              <option value="">- Not listed or not yet on GSA Advantage! -</option>
              {attributes.departments.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <FormGroup id="interest" label="What would you like to talk about?" required error={error('interest')}>
          {(c) => (
            <select className={c.className('usa-select')} id="interest" name="interest" value={values.interest} onChange={(e) => set('interest')(e.target.value)} required aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy}>
              <option value="">- Select -</option>
              {CONTACT_INTERESTS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <FormGroup id="message" label="Message" required hint={`Up to ${DEPARTMENT_LIMITS.message.toLocaleString('en-US')} characters.`} error={error('message')}>
          {(c) => (
            <textarea className={c.className('usa-textarea')} id="message" name="message" rows={6} value={values.message} onChange={(e) => set('message')(e.target.value)} required aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} />
          )}
        </FormGroup>
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Send
        </button>
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
