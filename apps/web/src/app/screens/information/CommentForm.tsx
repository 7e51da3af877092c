/**
 * information/comment_form ('Request Customer Service'): name, email (spec §5 email rule), phone
 * (spec §5 phone rule, optional), topic, order number (optional) and message. It posts to
 * information/comment_form_submit, whose Success (the reference number) is shown in place.
 */
import { COMMENT_FORM_TEXT, COMMENT_LIMITS, COMMENT_TOPICS, type CommentFormValues } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schemaErrors } from '../profile/checks';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, useFocusTargets } from '../profile/form';
import { type FieldError, fieldErrors, submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { isObject, text } from './attributes';
import { FormGroup as Field } from '../../components/FormGroup';

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
  const navigate = useNavigate();
  const [values, setValues] = useState<CommentFormValues>(() => readValues(envelope.attributes));
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(envelope.attributes.errors));
  const [sent, setSent] = useState<Sent | undefined>(() => readSent(envelope.responseName, envelope.attributes));
  const [busy, setBusy] = useState(false);
  const { summaryRef, headingRef, focus } = useFocusTargets(errors.length > 0);
  const set = (field: keyof CommentFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const payload = { ...values };
    const found = schemaErrors(SUBMIT_PATH, payload);
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    setBusy(true);
    const outcome = await submitForm(SUBMIT_PATH, payload, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focus('summary');
      return;
    }
    if (outcome.kind !== 'screen') return;
    const { responseName, attributes } = outcome.envelope;
    const done = readSent(responseName, attributes);
    if (done) {
      setErrors([]);
      setSent(done);
      focus('heading');
      return;
    }
    setErrors(fieldErrors(attributes.errors));
    focus('summary');
  }

  if (sent) {
    return (
      <div className="adv-comment-form adv-comment-form--sent">
        <h1>Request Customer Service</h1>
        <div className="usa-alert usa-alert--success">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading" tabIndex={-1} ref={headingRef}>
              Request sent
            </h2>
            <p className="usa-alert__text">{COMMENT_FORM_TEXT.success(sent.referenceNumber)}</p>
          </div>
        </div>
        <dl className="adv-definitions adv-comment-form__facts">
          <dt>Reference number</dt>
          <dd>{sent.referenceNumber}</dd>
          <dt>Topic</dt>
          <dd>{sent.topic}</dd>
        </dl>
        <p>{COMMENT_FORM_TEXT.copyNote(sent.email)}</p>
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <Link className="usa-button" to="/ws/information/help">
              Browse help topics
            </Link>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" to="/ws/main/home">
              Continue shopping
            </Link>
          </li>
        </ul>
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
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RequiredNote />
        <Field id="name" label="Name" required error={error('name')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="name"
              name="name"
              autoComplete="name"
              maxLength={COMMENT_LIMITS.name}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              required
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field id="email" label="Email address" required hint="We send our answer and a copy of this request here." error={error('email')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              maxLength={COMMENT_LIMITS.email}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              required
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field id="phone" label="Phone number" required={false} hint="10 digits, for example 202-555-0142. Add an extension after x." error={error('phone')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field id="topic" label="Topic" required error={error('topic')}>
          {(c) => (
            <select
              className={c.className('usa-select')}
              id="topic"
              name="topic"
              value={values.topic}
              onChange={(e) => set('topic')(e.target.value)}
              required
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            >
              <option value="">- Select a topic -</option>
              {COMMENT_TOPICS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="orderNumber" label="Order number" required={false} hint="If your request is about an order, as shown in Order History." error={error('orderNumber')}>
          {(c) => (
            <input
              className={`${c.className('usa-input')} usa-input--md`}
              id="orderNumber"
              name="orderNumber"
              maxLength={COMMENT_LIMITS.orderNumber}
              spellCheck={false}
              value={values.orderNumber}
              onChange={(e) => set('orderNumber')(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field id="message" label="Message" required hint={`Up to ${COMMENT_LIMITS.message.toLocaleString('en-US')} characters.`} error={error('message')}>
          {(c) => (
            <textarea
              className={c.className('usa-textarea')}
              id="message"
              name="message"
              rows={8}
              value={values.message}
              onChange={(e) => set('message')(e.target.value)}
              required
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <p className="usa-hint adv-comment-form__count">
          {`${values.message.length.toLocaleString('en-US')} of ${COMMENT_LIMITS.message.toLocaleString('en-US')} characters`}
        </p>
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          {COMMENT_FORM_TEXT.submit}
        </button>
        <BusyStatus message={busy ? COMMENT_FORM_TEXT.sending : undefined} />
      </form>
    </div>
  );
}
