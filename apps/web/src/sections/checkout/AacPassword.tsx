/**
 * The AAC password where checkout orders to an AAC: once per session the buyer enters the
 * password of the AAC they were granted. Without a grant they are told so and linked to the request for
 * one. The server checks it again at every choice and when the order is submitted.
 */
import { AAC_ACCESS_TEXT, type AacAccess, aacRequestHref } from '@advantage/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { errorFor } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';

/** From a checkout screen the request carries the way back to it (aacRequestHref keeps only checkout addresses). */
export function AacRequestLink({ aac }: { aac: string }) {
  const here = useLocation();
  return (
    <Link className="usa-link" to={aacRequestHref(aac, `${here.pathname}${here.search}`)}>
      {AAC_ACCESS_TEXT.requestLink(aac)}
    </Link>
  );
}

/** Under a form's field that was refused for want of a grant: the way to ask for one, in a sentence. */
export function AacRequestHint({ aac }: { aac: string }) {
  return (
    <p className="adv-checkout__aac-none">
      {`${AAC_ACCESS_TEXT.requestHint} `}
      <AacRequestLink aac={aac} />
    </p>
  );
}

/** "You hold no password for AAC M28542: request one" with the link to request it. */
export function AacNoGrant({ aac }: { aac: string }) {
  return (
    <p className="adv-checkout__aac-none">
      {`${AAC_ACCESS_TEXT.noGrant(aac)} `}
      <AacRequestLink aac={aac} />
    </p>
  );
}

/** The server names `password` or `aac`; both land on the one field. */
const onField = (id: string) => (errors: FieldError[]) => errors.map((e) => ({ ...e, field: id }));

/** Unlocks an AAC for this session on its own (checkout/aac_password), then tells the screen. */
export function AacUnlockForm({ aac, onUnlocked }: { aac: string; onUnlocked: (notice: string) => void | Promise<void> }) {
  const id = `aac-password-${aac}`;
  const [password, setPassword] = useState('');
  const { errors, busy, onSubmit } = useFormSubmit({ errorField: id });
  const send = onSubmit(() => ({
    path: 'checkout/aac_password',
    payload: { aac, password },
    mapErrors: onField(id),
    onScreen: async ({ attributes }) => onUnlocked(typeof attributes.notice === 'string' ? attributes.notice : AAC_ACCESS_TEXT.unlocked(aac)),
  }));
  return (
    <form className="usa-form adv-checkout__inline-form" noValidate onSubmit={send}>
      <AacPasswordField id={id} aac={aac} value={password} onChange={setPassword} error={errorFor(errors, id)} required />
      <button className="usa-button usa-button--outline" type="submit" aria-disabled={busy || undefined}>
        {`Unlock AAC ${aac}`}
      </button>
    </form>
  );
}

/** What an AAC/DoDAAC address says about its AAC in a list: nothing when it can be ordered to or only needs the password. */
export function AacStanding({ aac, access }: { aac: string | null; access: AacAccess | undefined }) {
  if (!aac || access === undefined) return null;
  if (access === 'none') return <AacNoGrant aac={aac} />;
  if (access === 'locked') return <p className="adv-checkout__aac-none">{AAC_ACCESS_TEXT.lockedNow(aac)}</p>;
  return null;
}
