/**
 * The purchasing program a state or local order is made under, with what it cites: the purpose of a
 * Disaster Purchasing buy and, for recovery, the Stafford Act declaration; the grant of a Public Health
 * Emergencies buy; the member's 1122 DoDAAC, shown. The server checks all of it again (state-programs.ts).
 */
import { DISASTER_PURPOSES, type StateOrderChoices } from '@advantage/contracts';
import type { ChangeEvent } from 'react';

export type ProgramValues = Record<'program' | 'programPurpose' | 'programReference', string>;

const PURPOSE_LABELS: Record<(typeof DISASTER_PURPOSES)[number], string> = {
  preparation: 'Preparation for a disaster',
  response: 'Response to a disaster',
  recovery: 'Recovery from a major disaster',
};

interface Props {
  choices: StateOrderChoices;
  values: ProgramValues;
  onChange: (values: ProgramValues) => void;
}

export function StateProgramChoice({ choices, values, onChange }: Props) {
  const set = (field: keyof ProgramValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...values, [field]: e.target.value });
  const chosen = choices.programs.find((p) => p.key === values.program);
  return (
    <section className="adv-checkout__section" aria-labelledby="program-heading">
      <h2 id="program-heading">Purchasing program</h2>
      {choices.blocked
        ? <p>{choices.blocked}</p>
        : (
            <fieldset className="usa-fieldset">
              <legend className="usa-legend">The program this order is made under</legend>
              {choices.programs.map((p) => (
                <div className="usa-radio" key={p.key}>
                  <input className="usa-radio__input" id={`order-program-${p.key}`} type="radio" name="program" value={p.key} checked={values.program === p.key} onChange={set('program')} />
                  <label className="usa-radio__label" htmlFor={`order-program-${p.key}`}>
                    {p.name}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
      {chosen?.orderReference === 'disaster'
        ? (
            <>
              <div className="usa-form-group">
                <label className="usa-label" htmlFor="programPurpose">Purpose of the purchase</label>
                <select className="usa-select" id="programPurpose" value={values.programPurpose} onChange={set('programPurpose')}>
                  <option value="">- Select -</option>
                  {DISASTER_PURPOSES.map((p) => (
                    <option key={p} value={p}>
                      {PURPOSE_LABELS[p]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="usa-form-group">
                <label className="usa-label" htmlFor="programReference">FEMA declaration number</label>
                <div className="usa-hint" id="programReference-hint">Required for recovery buys: the Stafford Act major-disaster declaration, for example DR-4673-FL.</div>
                <input className="usa-input usa-input--md" id="programReference" aria-describedby="programReference-hint" value={values.programReference} onChange={set('programReference')} maxLength={12} />
              </div>
            </>
          )
        : null}
      {chosen?.orderReference === 'grant'
        ? (
            <div className="usa-form-group">
              <label className="usa-label" htmlFor="programReference">Federal grant award number (FAIN)</label>
              <input className="usa-input usa-input--lg" id="programReference" value={values.programReference} onChange={set('programReference')} maxLength={30} />
            </div>
          )
        : null}
      {chosen?.orderReference === 'dodaac1122' && choices.dodaac1122 ? <p>{`Ordered with your 1122-program DoDAAC ${choices.dodaac1122}.`}</p> : null}
    </section>
  );
}
