/**
 * state/stateValidation (StateValidation) and profile/stateUpdateProfile (EditProfile, Failure): a state or local
 * member's government entity, picked from the agency list, its jurisdiction and the purchasing programs it uses,
 * with the 1122-program DoDAAC when it uses that program; and who validated it, when, until when. The member's
 * supervisor and limit per order are shown, not asked: the agency administrator records them (ADR 0022).
 */
import { type AgencyEntry, type EligibilityView, type ProgramSummary, type ScreenEnvelope, STATE_AUTH_TEXT, type StateEligibilityAttributes } from '@advantage/contracts';
import { type ChangeEvent, useEffect, useState } from 'react';
import { envelopeKey } from '../../shell/components/envelope-key';
import { FormGroup } from '../../shell/components/FormGroup';
import { BusyStatus, errorFor, ErrorSummary, RequiredNote, TextField } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import { useFocusLater } from '../../shell/components/useFocusLater';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { ScreenProps } from '../../kit/screens/types';
import { agencyList } from '../../shell/components/agency-list';
import { EligibilitySummary, ProgramBadges } from './parts';

const FIELDS = ['jurisdiction', 'agencyId', 'programs', 'dodaac1122', 'certify', 'eligibility'] as const;

interface Values {
  jurisdiction: string;
  agencyId: string;
  programs: string[];
  dodaac1122: string;
  certify: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function eligibilityOf(attributes: StateEligibilityAttributes): EligibilityView | null {
  return isObject(attributes.eligibility) ? attributes.eligibility : null;
}

function valuesOf(e: EligibilityView | null): Values {
  return {
    jurisdiction: e?.jurisdiction ?? '',
    agencyId: e?.agencyId ?? '',
    programs: e ? [...e.programs] : [],
    dodaac1122: e?.dodaac1122 ?? '',
    certify: false,
  };
}

/** Validation's own answer, and the profile's (stateUpdateProfile) that shows the same form. */
type Props = ScreenProps<ScreenEnvelope<'state/stateValidation', 'StateValidation'> | ScreenEnvelope<'profile/stateUpdateProfile', 'EditProfile' | 'Failure'>>;

export function StateValidation(props: Props) {
  return <StateValidationView key={envelopeKey(props.envelope)} {...props} />;
}

function StateValidationView({ envelope, path }: Props) {
  const attributes = envelope.attributes;
  const [eligibility, setEligibility] = useState(() => eligibilityOf(attributes));
  const programs = (Array.isArray(attributes.programs) ? attributes.programs : []) as ProgramSummary[];
  const jurisdictions = (isObject(attributes.jurisdictions) ? attributes.jurisdictions : {}) as Record<string, string>;
  const [values, setValues] = useState<Values>(() => valuesOf(eligibility));
  const [agencies, setAgencies] = useState<AgencyEntry[] | null>(null);
  const savedMessage = typeof attributes.message === 'string' && attributes.saved === true ? attributes.message : undefined;
  const [notice, setNotice] = useState<string | undefined>(savedMessage);
  const { errors, setErrors, busy, status, summaryRef, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(attributes.errors) });
  const [noticeRef, focusNotice] = useFocusLater<HTMLDivElement>();
  const error = (field: string) => errorFor(errors, field);
  const submitPath = path === 'profile/stateUpdateProfile' && eligibility ? 'profile/stateUpdateProfile' : 'state/stateValidation';

  useEffect(() => {
    let live = true;
    agencyList().then((list) => live && setAgencies(list), () => live && setAgencies([]));
    return () => {
      live = false;
    };
  }, []);

  const inJurisdiction = (agencies ?? []).filter((a) => a.state === values.jurisdiction);
  const toggle = (key: string, on: boolean) =>
    setValues((v) => ({ ...v, programs: on ? [...v.programs.filter((p) => p !== key), key] : v.programs.filter((p) => p !== key) }));

  const save = onSubmit(() => {
    setNotice(undefined);
    const { dodaac1122, ...rest } = values;
    return {
      path: submitPath,
      payload: { ...rest, ...(values.programs.includes('P1122') ? { dodaac1122 } : {}) },
      busy: 'Validating your eligibility ...',
      onScreen: (answer) => {
        if (answer.attributes.saved !== true) return false;
        setErrors([]);
        const saved = eligibilityOf(answer.attributes);
        setEligibility(saved);
        setValues(valuesOf(saved));
        setNotice(typeof answer.attributes.message === 'string' ? answer.attributes.message : undefined);
        focusNotice();
        return true;
      },
    };
  });

  return (
    <div className="adv-state">
      <h1>State and Local Eligibility</h1>
      <p className="usa-intro">
        State and local governments buy from GSA contracts through purchasing programs. Tell us the government entity you buy for
        and the programs it uses; offers show whether they are open to you, and you can order those.
      </p>
      {notice
        ? (
            <div className="usa-alert usa-alert--success usa-alert--slim" tabIndex={-1} ref={noticeRef}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">{notice}</p>
              </div>
            </div>
          )
        : null}
      {eligibility ? <EligibilitySummary eligibility={eligibility} programs={programs} jurisdictions={jurisdictions} /> : null}
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={save}>
        <h2>{eligibility ? 'Validate again or change your eligibility' : 'Validate your eligibility'}</h2>
        <RequiredNote />
        <FormGroup id="jurisdiction" label="State or territory" required error={error('jurisdiction')}>
          {({ describedBy, className }) => (
            <select
              className={className('usa-select')}
              id="jurisdiction"
              name="jurisdiction"
              value={values.jurisdiction}
              aria-describedby={describedBy}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => setValues((v) => ({ ...v, jurisdiction: e.target.value, agencyId: '' }))}
            >
              <option value="">- Select -</option>
              {Object.entries(jurisdictions).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <FormGroup id="agencyId" label="Government entity" required hint="Entities of the state or territory you chose." error={error('agencyId')}>
          {({ describedBy, className }) => (
            <select
              className={className('usa-select')}
              id="agencyId"
              name="agencyId"
              value={values.agencyId}
              aria-describedby={describedBy}
              disabled={agencies === null}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => setValues((v) => ({ ...v, agencyId: e.target.value }))}
            >
              <option value="">{agencies === null ? 'Loading the agency list ...' : '- Select -'}</option>
              {inJurisdiction.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <fieldset className={`usa-fieldset usa-form-group${error('programs') ? ' usa-form-group--error' : ''}`} id="programs" tabIndex={-1}>
          <legend className="usa-legend">
            Purchasing programs your entity uses
            {' '}
            <abbr title="required" className="usa-hint usa-hint--required">*</abbr>
          </legend>
          {error('programs') ? <span className="usa-error-message" id="programs-error">{error('programs')}</span> : null}
          {programs.map((p) => (
            <div className="usa-checkbox" key={p.key}>
              <input
                className="usa-checkbox__input"
                id={`program-${p.key}`}
                type="checkbox"
                checked={values.programs.includes(p.key)}
                onChange={(e) => toggle(p.key, e.target.checked)}
              />
              <label className="usa-checkbox__label" htmlFor={`program-${p.key}`}>
                {p.name}
                {' '}
                <ProgramBadges keys={[p.key]} programs={programs} />
                <span className="usa-checkbox__label-description">{p.description}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {values.programs.includes('P1122')
          ? (
              <TextField
                id="dodaac1122"
                label="1122-program DoDAAC"
                hint="Six letters and digits beginning 3A, as your state's 1122 program office assigned it."
                value={values.dodaac1122}
                onChange={(v) => setValues((s) => ({ ...s, dodaac1122: v.toUpperCase() }))}
                error={error('dodaac1122')}
                width="md"
                maxLength={6}
              />
            )
          : null}
        <p>{STATE_AUTH_TEXT.setByOthers}</p>
        <div className={`usa-form-group${error('certify') ? ' usa-form-group--error' : ''}`}>
          {error('certify') ? <span className="usa-error-message" id="certify-error">{error('certify')}</span> : null}
          <div className="usa-checkbox">
            <input
              className="usa-checkbox__input"
              id="certify"
              type="checkbox"
              checked={values.certify}
              aria-describedby={error('certify') ? 'certify-error' : undefined}
              onChange={(e) => setValues((v) => ({ ...v, certify: e.target.checked }))}
            />
            <label className="usa-checkbox__label" htmlFor="certify">
              I certify that I buy for this government entity and that it uses the programs I chose.
            </label>
          </div>
        </div>
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Validate eligibility
        </button>
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
