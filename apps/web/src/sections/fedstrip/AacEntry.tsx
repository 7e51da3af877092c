/**
 * AACEntry (fedstrip_init, fedstrip_newaac, fedstrip_aacentry): the clerk types the AAC/DoDAAC they order for, or
 * picks one of theirs. The AAC password is asked once per session, where the server asks for it; what is wrong
 * is shown on its field. The answer (the item entry) is shown in place.
 */
import { type AacEntryAttributes, FEDSTRIP_TITLES, type FedstripAacChoice, upperAscii } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import type { ViewProps } from './view';
import { FedstripNav } from './parts';

const ACCESS_TEXT: Record<FedstripAacChoice['access'], string> = {
  unlocked: 'unlocked for this session',
  password: 'password needed once per session',
  locked: 'locked after wrong passwords',
  none: 'no AAC password held',
};

export function AacEntry({ envelope, show }: ViewProps<AacEntryAttributes>) {
  const a = envelope.attributes;
  const [aac, setAac] = useState(a.aac);
  const [password, setPassword] = useState('');
  const { errors, setErrors, busy, status, summaryRef, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(a.errors) });
  const chosen = a.aacs.find((c) => c.aac === upperAscii(aac.trim()));
  const asksPassword = errors.some((e) => e.field === 'password') || chosen?.access === 'password';
  const aacRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The field takes the focus after the layout focused <main> (keyboard first); a refusal focuses its summary instead.
    if (a.errors.length) return;
    const timer = setTimeout(() => aacRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [a.errors.length]);

  const enter = (code: string) => ({
    path: 'fedstrip/fedstrip_aacentry',
    payload: { aac: code, ...(password ? { password } : {}) },
    busy: `Opening the requisition entry for ${code} ...`,
    onScreen: (answer: Parameters<typeof show>[0]) => {
      // The AAC entry again means the password is asked for: shown on its field, in place.
      if (answer.responseName === 'AACEntry') return false;
      show(answer);
      return true;
    },
  });
  const send = onSubmit(() => enter(upperAscii(aac.trim())));
  // A pick fills the field; the focus moves on to what is still to do (the password, else Continue).
  const pick = (choice: FedstripAacChoice) => {
    setAac(choice.aac);
    // The AAC's own error was about what stood in the field before: the pick replaced it.
    if (choice.aac !== upperAscii(aac.trim())) setErrors((list) => list.filter((e) => e.field !== 'aac'));
    setTimeout(() => document.getElementById(choice.access === 'password' ? 'password' : 'fs-aac-continue')?.focus(), 0);
  };

  return (
    <>
      <h1>{FEDSTRIP_TITLES.aacEntry}</h1>
      <FedstripNav />
      <p className="usa-intro">Requisitions are ordered for one activity address code (AAC/DoDAAC) at a time: it starts every document number and is where the items ship and are billed.</p>
      <ErrorSummary errors={errors} fields={['aac', 'password']} summaryRef={summaryRef} />
      <form className="usa-form adv-fs__form" noValidate onSubmit={send}>
        <FormGroup id="aac" label="AAC/DoDAAC" required hint="6 letters or digits, for example M28542." error={errorFor(errors, 'aac')}>
          {(c) => (
            <input
              ref={aacRef}
              className={`${c.className('usa-input')} usa-input--md adv-fs__code`}
              id="aac"
              name="aac"
              autoComplete="off"
              spellCheck={false}
              maxLength={6}
              value={aac}
              onChange={(e) => setAac(upperAscii(e.target.value))}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
        {asksPassword
          ? (
              <AacPasswordField id="password" aac={chosen?.aac ?? aac} value={password} onChange={setPassword} error={errorFor(errors, 'password')} required hint={`The password of AAC ${chosen?.aac ?? aac}, needed once per session.`} />
            )
          : null}
        <button id="fs-aac-continue" className="usa-button adv-fs__submit" type="submit" aria-disabled={busy || undefined}>Continue</button>
        <BusyStatus message={status} />
      </form>
      {a.aacs.length > 0
        ? (
            <section aria-labelledby="fs-aacs-heading">
              <h2 id="fs-aacs-heading">Your AAC/DoDAACs</h2>
              <ul className="usa-list usa-list--unstyled adv-fs__aacs">
                {a.aacs.map((c) => (
                  <li key={c.aac} className="adv-fs__aac">
                    <button type="button" className="usa-button usa-button--outline" onClick={() => pick(c)} aria-pressed={chosen?.aac === c.aac}>
                      {`Use ${c.aac}`}
                    </button>
                    <span>{`${c.name} (${ACCESS_TEXT[c.access]}${c.hasProfile ? ', constant profile saved' : ''})`}</span>
                    <Link className="usa-link" to={`/ws/fedstrip/fedstrip_constantProfile?aac=${c.aac}`}>{`Constant profile for ${c.aac}`}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        : <p>You have no AAC/DoDAAC addresses yet. Add one in your address book, then enter it here.</p>}
    </>
  );
}
