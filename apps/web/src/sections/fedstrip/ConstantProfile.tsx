/**
 * fedstrip_constantProfile / fedstrip_constantProfile_save: the codes every new line of an AAC starts from, and
 * whether it ships overseas (A01/A04/A05). Each code is checked with its rule and the rules between codes before
 * it is sent; the server's refusals are shown on their fields. The saved profile is shown in place.
 */
import { type ConstantProfileAttributes, FEDSTRIP_TITLES, FEDSTRIP_URLS, REQUISITION_CODE_FIELDS, type RequisitionCodes } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary } from '../../shell/components/form/form';
import { CodeFields } from './CodeFields';
import type { ViewProps } from './view';
import { toFieldIds } from './line';
import { FedstripNav, Notice } from './parts';

export function ConstantProfile({ envelope, show }: ViewProps<ConstantProfileAttributes>) {
  const a = envelope.attributes;
  const [codes, setCodes] = useState<RequisitionCodes>({ ...a.codes });
  const [overseas, setOverseas] = useState(a.overseas);
  const { errors, busy, status, summaryRef, onSubmit, answerIsCurrent } = useFormSubmit({ answer: envelope });
  const save = onSubmit(() => ({
    path: 'fedstrip/fedstrip_constantProfile_save',
    payload: { aac: a.aac, codes, overseas },
    busy: 'Saving the constant profile ...',
    mapErrors: toFieldIds,
    onScreen: (answer) => show(answer),
  }));
  return (
    <>
      <h1>{`${FEDSTRIP_TITLES.constantProfile}: ${a.aac}`}</h1>
      <FedstripNav />
      <Notice message={answerIsCurrent ? a.message : ''} />
      <p>{a.saved ? 'New lines for this AAC start from these codes; change a code here, or for one line in the expanded entry.' : 'No profile is saved for this AAC yet: these are the standard codes. Save them to start every new line from them.'}</p>
      <ErrorSummary errors={errors} fields={REQUISITION_CODE_FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large adv-fs__form" noValidate onSubmit={save}>
        <CodeFields fields={REQUISITION_CODE_FIELDS} codes={codes} errors={errors} onChange={(f, v) => setCodes((c) => ({ ...c, [f]: v }))} />
        <div className="usa-checkbox">
          <input className="usa-checkbox__input" id="overseas" type="checkbox" name="overseas" checked={overseas} onChange={(e) => setOverseas(e.target.checked)} />
          <label className="usa-checkbox__label" htmlFor="overseas">Ships overseas (A01, A04, A05 instead of A0A, A0D, A0E)</label>
        </div>
        <ul className="usa-button-group adv-fs__actions">
          <li className="usa-button-group__item"><button type="submit" className="usa-button" aria-disabled={busy || undefined}>Save constant profile</button></li>
          <li className="usa-button-group__item"><Link className="usa-button usa-button--unstyled" to={FEDSTRIP_URLS.init}>Back to requisition entry</Link></li>
        </ul>
        <BusyStatus message={status} />
      </form>
    </>
  );
}
