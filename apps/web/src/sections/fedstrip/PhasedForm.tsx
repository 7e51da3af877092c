/**
 * phased_requisition_entry: many lines at once, pasted from a spreadsheet or keyed, one requisition a line
 * ("NSN or part number, quantity, unit of issue"). Good lines go to the cart; bad lines come back on their row
 * with the reason, and as the text to correct and send again.
 */
import { FEDSTRIP_TEXT, PHASED_LINES_MAX } from '@advantage/contracts';
import { useState } from 'react';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, errorFor } from '../../shell/components/form/form';
import type { ShowAnswer } from './view';
import { TextAreaField } from '../../shell/components/form/fields';

export function PhasedForm({ show, initial = '', heading = 'Enter many lines at once' }: { show: ShowAnswer; initial?: string; heading?: string }) {
  const [text, setText] = useState(initial);
  const { errors, busy, status, onSubmit } = useFormSubmit({ errorField: 'text' });
  const send = onSubmit(() => {
    if (!text.trim()) return { path: 'fedstrip/phased_requisition_entry', payload: { text }, check: () => [{ field: 'text', message: FEDSTRIP_TEXT.phasedEmpty }] };
    return { path: 'fedstrip/phased_requisition_entry', payload: { text }, busy: 'Checking the lines ...', onScreen: (answer) => show(answer) };
  });
  return (
    <section className="adv-fs__phased" aria-labelledby="fs-phased-heading">
      <h2 id="fs-phased-heading">{heading}</h2>
      <form className="usa-form adv-fs__form" noValidate onSubmit={send}>
        <TextAreaField
          id="text"
          label="Lines, one requisition a line"
          hint={`NSN or part number, quantity and unit of issue, separated by commas, tabs or spaces, e.g. 7510-00-286-6985, 5, BX. Up to ${PHASED_LINES_MAX} lines.`}
          error={errorFor(errors, 'text')}
          rows={6}
          spellCheck={false}
          value={text}
          onChange={setText}
          className="adv-fs__phased-text"
        />
        <button type="submit" className="usa-button" aria-disabled={busy || undefined}>Add the lines to cart</button>
        <BusyStatus message={status} />
      </form>
    </section>
  );
}
