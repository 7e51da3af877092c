/**
 * information/comment_form ('Request Customer Service'): name, email (docs/product/validation-rules.md email rule), phone
 * (docs/product/validation-rules.md phone rule, optional), topic, order number (optional) and message. It posts to
 * information/comment_form_submit, whose Success (the reference number) is shown in place.
 */
import { COMMENT_FORM_TEXT, COMMENT_LIMITS, COMMENT_TOPICS, type CommentFormValues } from '@advantage/contracts';
import { useState } from 'react';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import { SuccessAlert } from '../../shell/components/SuccessAlert';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, EmailField, errorFor, ErrorSummary, RequiredNote, TextField } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import type { ScreenProps } from '../../kit/screens/types';
import { isObject, text } from './attributes';
import { SelectField, TextAreaField } from '../../shell/components/form/fields';

const SUBMIT_PATH = 'information/comment_form_submit';
const FIELDS = ['name', 'email', 'phone', 'topic', 'orderNumber', 'message'] as const;

function readValues(attributes: Record<string, unknown>): CommentFormValues {
  const v = isObject(attributes.values) ? attributes.values : {};
  return { name: text(v.name), email: text(v.email), phone: text(v.phone), topic: text(v.topic), orderNumber: text(v.orderNumber), message: text(v.message) };
}

interface Sent {
  referenceNumber: string;
  email: string;
  topic: string;
}

function readSent(responseName: string | undefined, attributes: Record<string, unknown>): Sent | undefined {
  if (responseName !== 'Success' || !text(attributes.referenceNumber)) return undefined;
  return { referenceNumber: text(attributes.referenceNumber), email: text(attributes.email), topic: text(attributes.topic) };
}

export function CommentForm({ envelope }: ScreenProps) {
  const [values, setValues] = useState<CommentFormValues>(() => readValues(envelope.attributes));
  const [sent, setSent] = useState<Sent | undefined>(() => readSent(envelope.responseName, envelope.attributes));
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({
    initialErrors: () => fieldErrors(envelope.attributes.errors),
  });
  const set = (field: keyof CommentFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const send = onSubmit(() => ({
    path: SUBMIT_PATH,
    payload: { ...values },
    busy: COMMENT_FORM_TEXT.sending,
    onScreen: ({ responseName, attributes }) => {
      const done = readSent(responseName, attributes);
      if (!done) return false;
      setErrors([]);
      setSent(done);
      focus('heading');
      return true;
    },
  }));

  if (sent) {
    return (
      <div className="adv-comment-form adv-comment-form--sent">
        <h1>Request Customer Service</h1>
        <SuccessAlert heading="Request sent" headingRef={headingRef}>
          {COMMENT_FORM_TEXT.success(sent.referenceNumber)}
        </SuccessAlert>
        <dl className="adv-definitions adv-comment-form__facts">
          <dt>Reference number</dt>
          <dd>{sent.referenceNumber}</dd>
          <dt>Topic</dt>
          <dd>{sent.topic}</dd>
        </dl>
        <p>{COMMENT_FORM_TEXT.copyNote(sent.email)}</p>
        <ButtonLinks links={[{ to: '/ws/information/help', label: 'Browse help topics' }, { to: '/ws/main/home', label: 'Continue shopping' }]} />
      </div>
    );
  }

  const error = (field: string) => errorFor(errors, field);
  return (
    <div className="adv-comment-form">
      <h1 ref={headingRef} tabIndex={-1}>
        Request Customer Service
      </h1>
      <p className="usa-intro">{COMMENT_FORM_TEXT.intro}</p>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={send}>
        <RequiredNote />
        <TextField id="name" label="Name" autoComplete="name" maxLength={COMMENT_LIMITS.name} value={values.name} onChange={set('name')} error={error('name')} />
        <EmailField
          id="email"
          label="Email address"
          hint="We send our answer and a copy of this request here."
          maxLength={COMMENT_LIMITS.email}
          value={values.email}
          onChange={set('email')}
          error={error('email')}
        />
        <TextField
          id="phone"
          label="Phone number"
          optional
          hint="10 digits, for example 202-555-0142. Add an extension after x."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          onChange={set('phone')}
          error={error('phone')}
        />
        <SelectField
          id="topic"
          label="Topic"
          required
          emptyChoice="- Select a topic -"
          options={COMMENT_TOPICS}
          value={values.topic}
          onChange={set('topic')}
          error={error('topic')}
        />
        <TextField
          id="orderNumber"
          label="Order number"
          optional
          hint="If your request is about an order, as shown in Order History."
          width="md"
          spellCheck={false}
          maxLength={COMMENT_LIMITS.orderNumber}
          value={values.orderNumber}
          onChange={set('orderNumber')}
          error={error('orderNumber')}
        />
        <TextAreaField
          id="message"
          label="Message"
          required
          hint={`Up to ${COMMENT_LIMITS.message.toLocaleString('en-US')} characters.`}
          error={error('message')}
          rows={8}
          value={values.message}
          onChange={set('message')}
        />
        <p className="usa-hint adv-comment-form__count">
          {`${values.message.length.toLocaleString('en-US')} of ${COMMENT_LIMITS.message.toLocaleString('en-US')} characters`}
        </p>
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          {COMMENT_FORM_TEXT.submit}
        </button>
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
