/**
 * AAC Password (docs/product/aac-passwords-and-approvals.md aacassignment/aac_supervisor_email and aac_password_request), two steps in place:
 * 1. the AAC (any registered one) and the supervisor's email; the server checks the supervisor holds that role;
 * 2. the AAC password, typed twice. Sending it goes to My AAC Password Requests with the notice; the supervisor
 *    is emailed the approval link. Problems are shown on the field that is wrong.
 * Opened from checkout (?return=), Cancel and the notice after sending lead back to that checkout screen.
 */
import {
  AAC_ACCESS_TEXT, AAC_TITLES, AAC_URLS, type AacPasswordFormAttributes, type AacPasswordSentAttributes, type AacSupervisorEmailAttributes,
  aacRequestHref, checkoutReturnPath, type Envelope, screenOf,
} from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SubmitActions } from '../../shell/components/ButtonGroup';
import { envelopeKey } from '../../shell/components/envelope-key';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, EmailField, errorFor, ErrorSummary, RequiredNote, StepIndicator } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import type { ScreenProps } from '../../kit/screens/types';
import { Notice, ReturnToCheckout } from './parts';
import { SelectField } from '../../shell/components/form/fields';

const STEPS = ['AAC and supervisor', 'AAC password'] as const;
const INTRO = 'Ordering to an activity address code (AAC) needs its password. Your supervisor approves your request by email; then you enter the password in checkout.';

type Step
  = | { step: 'supervisor'; a: AacSupervisorEmailAttributes }
    | { step: 'password'; a: AacPasswordFormAttributes }
    | { step: 'sent'; a: AacPasswordSentAttributes };

/** The step an answer of either path shows, with its attributes (the registry routes only Initial and Success here). */
function stepOf(envelope: Envelope): Step {
  if (envelope.pathInfo === 'aacassignment/aac_supervisor_email') {
    const e = screenOf('aacassignment/aac_supervisor_email', envelope);
    if (e.responseName === 'Success') return { step: 'password', a: e.attributes };
    if (e.responseName === 'Initial') return { step: 'supervisor', a: e.attributes };
  } else {
    const e = screenOf('aacassignment/aac_password_request', envelope);
    if (e.responseName === 'Success') return { step: 'sent', a: e.attributes };
    if (e.responseName === 'Initial') return { step: 'password', a: e.attributes };
  }
  throw new Error(`AAC Password cannot show ${envelope.pathInfo} ${String(envelope.responseName)}`);
}

export function AacPassword(props: ScreenProps) {
  return <AacPasswordView key={envelopeKey(props.envelope)} {...props} />;
}

function AacPasswordView({ envelope, query }: ScreenProps) {
  const [current, setCurrent] = useState(envelope);
  const shown = stepOf(current);
  const returnTo = checkoutReturnPath(query.return);
  const cancel = { to: returnTo ?? AAC_URLS.myRequests, label: returnTo ? AAC_ACCESS_TEXT.returnToCheckout : 'Cancel', outline: true };
  return (
    <div className="adv-aac">
      <h1>{AAC_TITLES.password}</h1>
      {shown.step === 'sent'
        ? <Sent a={shown.a} returnTo={returnTo} />
        : (
            <>
              <p className="usa-intro">{INTRO}</p>
              {shown.step === 'supervisor'
                ? <SupervisorStep a={shown.a} onNext={setCurrent} cancel={cancel} />
                : (
                    <PasswordStep
                      key={envelopeKey(current)}
                      a={shown.a}
                      moved={current !== envelope}
                      returnTo={returnTo}
                      cancel={cancel}
                    />
                  )}
            </>
          )}
    </div>
  );
}

interface Cancel {
  to: string;
  label: string;
  outline: boolean;
}

function SupervisorStep({ a, onNext, cancel }: { a: AacSupervisorEmailAttributes; onNext: (answer: Envelope) => void; cancel: Cancel }) {
  const [aac, setAac] = useState(a.values.aac);
  const [email, setEmail] = useState(a.values.supervisorEmail);
  const { errors, busy, status, summaryRef, headingRef, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(a.errors) });
  const send = onSubmit(() => ({
    path: 'aacassignment/aac_supervisor_email',
    payload: { aac, supervisorEmail: email },
    busy: 'Checking your supervisor ...',
    onScreen: (answer) => {
      if (answer.responseName !== 'Success') return false;
      onNext(answer);
      return true;
    },
  }));
  return (
    <>
      <StepIndicator steps={STEPS} current={1} headingRef={headingRef} />
      <ErrorSummary errors={errors} fields={['aac', 'supervisorEmail']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={send}>
        <RequiredNote />
        <SelectField
          id="aac"
          label="AAC"
          required
          hint="The activity address code you order to."
          options={a.aacs.map((choice) => ({ value: choice.code, label: `${choice.code}: ${choice.name} (${choice.agency})` }))}
          value={aac}
          onChange={setAac}
          error={errorFor(errors, 'aac')}
        />
        <EmailField
          id="supervisorEmail"
          label="Supervisor’s email address"
          hint="Your supervisor must be registered on GSA Advantage as a supervisor for this AAC."
          value={email}
          onChange={setEmail}
          error={errorFor(errors, 'supervisorEmail')}
          ofAnother
        />
        <SubmitActions className="adv-aac__actions" label="Continue" busy={busy} back={cancel} />
        <BusyStatus message={status} />
      </form>
    </>
  );
}

function PasswordStep({ a, moved, returnTo, cancel }: { a: AacPasswordFormAttributes; moved: boolean; returnTo: string | undefined; cancel: Cancel }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, busy, status, summaryRef, headingRef, focus, onSubmit, navigate } = useFormSubmit({ initialErrors: () => fieldErrors(a.errors) });
  // The step shown in place after step 1: its heading takes the focus, as a new page's would.
  useEffect(() => {
    if (moved && !a.errors?.length) focus('heading');
  }, [moved, a.errors, focus]);
  const send = onSubmit(() => ({
    path: 'aacassignment/aac_password_request',
    payload: { aac: a.aac.code, supervisorEmail: a.supervisor.email, password, confirmPassword: confirm },
    busy: 'Sending your request ...',
    onScreen: async (answer) => {
      if (answer.responseName !== 'Success') return false;
      const sent = answer.attributes;
      // Back must not return to a form that was already sent.
      await navigate(AAC_URLS.myRequests, { replace: true, state: { notice: sent.notice, ...(returnTo ? { returnTo } : {}) } });
      return true;
    },
  }));
  const passwordField = (id: 'password' | 'confirmPassword', label: string, value: string, set: (v: string) => void, hint?: string) => (
    <FormGroup id={id} label={label} required hint={hint} error={errorFor(errors, id)}>
      {(c) => (
        <input
          className={c.className('usa-input')}
          id={id}
          name={id}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          required
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        />
      )}
    </FormGroup>
  );
  return (
    <>
      <StepIndicator steps={STEPS} current={2} headingRef={headingRef} />
      <dl className="adv-aac__facts">
        <dt>AAC</dt>
        <dd>{`${a.aac.code}: ${a.aac.name} (${a.aac.agency})`}</dd>
        <dt>Supervisor</dt>
        <dd>{a.supervisor.name ? `${a.supervisor.name} (${a.supervisor.email})` : a.supervisor.email}</dd>
      </dl>
      <p>
        <Link className="usa-link" to={aacRequestHref(a.aac.code, returnTo)}>
          Change the AAC or the supervisor
        </Link>
      </p>
      <ErrorSummary errors={errors} fields={['password', 'confirmPassword']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={send}>
        <RequiredNote />
        {passwordField('password', 'AAC password', password, setPassword, 'At least 6 letters or digits, not a common password or a simple sequence like 123456. You enter it in checkout when you order to this AAC.')}
        {passwordField('confirmPassword', 'AAC password again', confirm, setConfirm)}
        <SubmitActions className="adv-aac__actions" label="Send request" busy={busy} back={cancel} />
        <BusyStatus message={status} />
      </form>
    </>
  );
}

/** Reached only by sending the request again after a sign-in: the request went; where to follow it. */
function Sent({ a, returnTo }: { a: AacPasswordSentAttributes; returnTo: string | undefined }) {
  return (
    <>
      <Notice message={a.notice} />
      <p>
        <Link className="usa-link" to={AAC_URLS.myRequests}>
          See your AAC password requests
        </Link>
      </p>
      <ReturnToCheckout to={returnTo} />
    </>
  );
}
