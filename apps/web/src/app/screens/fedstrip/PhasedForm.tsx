/**
 * phased_requisition_entry: many lines at once, pasted from a spreadsheet or keyed, one requisition a line
 * ("NSN or part number, quantity, unit of issue"). Good lines go to the cart; bad lines come back on their row
 * with the reason, and as the text to correct and send again.
 */
import { FEDSTRIP_TEXT, PHASED_LINES_MAX } from '@advantage/contracts';
import { useState } from 'react';
import { FormGroup } from '../../components/FormGroup';
import { useFormSubmit } from '../../components/useFormSubmit';
import { BusyStatus, errorFor } from '../../components/form/form';
import type { ShowAnswer } from './view';

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
        <FormGroup
          id="text"
          label="Lines, one requisition a line"
          hint={`NSN or part number, quantity and unit of issue, separated by commas, tabs or spaces, e.g. 7510-00-286-6985, 5, BX. Up to ${PHASED_LINES_MAX} lines.`}
          error={errorFor(errors, 'text')}
        >
          {(c) => (
            <textarea
              className={`${c.className('usa-textarea')} adv-fs__phased-text`}
              id="text"
              name="text"
              rows={6}
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
        <button type="submit" className="usa-button" aria-disabled={busy || undefined}>Add the lines to cart</button>
        <BusyStatus message={status} />
      </form>
    </section>
  );
}
