/**
 * state/member_limits (MemberLimits): the members whose validation names the signed-in member as supervisor, each
 * with their limit per order, and one form to change a member's limit and, optionally, hand the member to another
 * supervisor of the same entity (ADR 0027). The server decides who may change whom; this screen only offers the
 * members it listed.
 */
import { formatDollars, limitText, STATE_LIMIT_MAX_CENTS, STATE_LIMIT_TEXT } from '@advantage/contracts';
import { useState } from 'react';
import { envelopeKey } from '../../shell/components/envelope-key';
import { SelectField } from '../../shell/components/form/fields';
import { BusyStatus, EmailField, ErrorSummary, errorFor, RequiredNote, TextField } from '../../shell/components/form/form';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { Notice } from './authorization-parts';

const PATH = 'state/member_limits';
const FIELDS = ['memberId', 'purchaseLimit', 'supervisorEmail'];

/** Cents as the limit field shows them: '2500.00'. */
const dollarsField = (cents: number | null) => ((cents ?? STATE_LIMIT_MAX_CENTS) / 100).toFixed(2);

export function MemberLimits(props: PropsOf<typeof PATH, 'MemberLimits'>) {
  return <MemberLimitsView key={envelopeKey(props.envelope)} {...props} />;
}

function MemberLimitsView({ envelope }: PropsOf<typeof PATH, 'MemberLimits'>) {
  const [current, setCurrent] = useState(envelope);
  const a = current.attributes;
  const [memberId, setMemberId] = useState(a.members.length === 1 ? a.members[0]!.memberId : '');
  const chosen = a.members.find((m) => m.memberId === memberId);
  const [purchaseLimit, setPurchaseLimit] = useState(chosen ? dollarsField(chosen.limitCents) : '');
  const [supervisorEmail, setSupervisorEmail] = useState('');
  const { errors, busy, status, summaryRef, onSubmit, answerIsCurrent } = useFormSubmit({ answer: current });

  const choose = (id: string) => {
    setMemberId(id);
    const member = a.members.find((m) => m.memberId === id);
    setPurchaseLimit(member ? dollarsField(member.limitCents) : '');
  };
  const save = onSubmit(() => ({
    path: PATH,
    payload: { memberId, purchaseLimit, ...(supervisorEmail.trim() ? { supervisorEmail } : {}) },
    busy: 'Saving the limit ...',
    onScreen: (answer) => {
      if (answer.responseName !== 'MemberLimits') return false;
      setCurrent(answer);
      setSupervisorEmail('');
      const { members } = answer.attributes;
      const still = members.find((m) => m.memberId === memberId);
      if (still) setPurchaseLimit(dollarsField(still.limitCents));
      else choose('');
      return true;
    },
  }));

  return (
    <div className="adv-state">
      <h1>Members You Supervise</h1>
      <p className="usa-intro">Orders above a member’s limit per order wait for your authorization. You set the limit of each member you supervise; you cannot change your own.</p>
      <Notice message={answerIsCurrent ? a.saved?.message : null} />
      {a.members.length === 0
        ? <p>{STATE_LIMIT_TEXT.noMembers}</p>
        : (
            <>
              <ul className="usa-list usa-list--unstyled adv-state-members" aria-label="Members you supervise">
                {a.members.map((m) => (
                  <li key={m.memberId} className="adv-state-member">
                    <h2 className="adv-state-member__name">{m.name}</h2>
                    <dl className="adv-state-facts">
                      <dt>Email</dt>
                      <dd>{m.email}</dd>
                      <dt>Entity</dt>
                      <dd>{m.agencyName}</dd>
                      <dt>Limit per order</dt>
                      <dd>{limitText(m.limitCents)}</dd>
                      <dt>Eligibility</dt>
                      <dd>{m.eligibilityText}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
              <h2>Change a member’s limit</h2>
              <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
              <form className="usa-form usa-form--large" noValidate onSubmit={save}>
                <RequiredNote />
                <SelectField
                  id="memberId"
                  label="Member"
                  required
                  value={memberId}
                  onChange={choose}
                  error={errorFor(errors, 'memberId')}
                  options={a.members.map((m) => ({ value: m.memberId, label: `${m.name} (${m.email})` }))}
                />
                <TextField
                  id="purchaseLimit"
                  label="Limit per order, in dollars"
                  hint={`From $0.00 to ${formatDollars(STATE_LIMIT_MAX_CENTS)}. Orders above it wait for their supervisor.`}
                  value={purchaseLimit}
                  onChange={setPurchaseLimit}
                  error={errorFor(errors, 'purchaseLimit')}
                  maxLength={12}
                  width="md"
                />
                <EmailField
                  id="supervisorEmail"
                  label="Hand the member to another supervisor"
                  hint="Their email address. They are a state or local member who validated the same entity. Leave it empty to stay their supervisor."
                  value={supervisorEmail}
                  onChange={setSupervisorEmail}
                  error={errorFor(errors, 'supervisorEmail')}
                  optional
                  ofAnother
                />
                <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
                  Save the limit
                </button>
                <BusyStatus message={status} />
              </form>
            </>
          )}
    </div>
  );
}
