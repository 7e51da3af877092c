/**
 * A requisition's own ways in the FEDSTRIP cart: change its quantity and codes (fedstrip/change_requisition) or
 * remove it (fedstrip/remove_requisition), against the cart version shown. The server's answer is the cart again.
 */
import { REQUISITION_CODE_FIELDS, type RequisitionCodes, type RequisitionView } from '@advantage/contracts';
import { useState } from 'react';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';
import { CodeFields } from './CodeFields';
import { documentText } from './parts';
import type { ViewProps } from './view';

const codesOf = (line: RequisitionView): RequisitionCodes =>
  Object.fromEntries(REQUISITION_CODE_FIELDS.map((f) => [f, line.requisition[f]])) as RequisitionCodes;

/** The server names code fields `codes.fundCode`; the form's controls are `fundCode`. */
const onControls = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^codes\./, '') }));

export function ChangeRequisition({ line, version, show }: { line: RequisitionView; version: number; show: ViewProps['show'] }) {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(String(line.requisition.quantity));
  const [codes, setCodes] = useState<RequisitionCodes>(() => codesOf(line));
  const change = useFormSubmit({ errorField: 'quantity' });
  const remove = useFormSubmit();
  const document = documentText(line);
  const lineId = line.lineId ?? 0;
  const save = change.onSubmit(() => ({
    path: 'fedstrip/change_requisition',
    payload: { lineId, version, quantity, codes },
    busy: `Changing requisition ${document} ...`,
    mapErrors: onControls,
    onScreen: (answer) => show(answer),
  }));
  const drop = remove.onSubmit(() => ({
    path: 'fedstrip/remove_requisition',
    payload: { lineId, version },
    busy: `Removing requisition ${document} ...`,
    onScreen: (answer) => show(answer),
  }));
  const errors = onControls(change.errors);
  return (
    <div className="adv-fs__line-actions">
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" aria-expanded={open} aria-controls={`fs-change-${lineId}`} onClick={() => setOpen(!open)}>
            {`Change requisition ${document}`}
          </button>
        </li>
        <li className="usa-button-group__item">
          <form noValidate onSubmit={drop}>
            <button type="submit" className="usa-button usa-button--unstyled adv-fs__remove" aria-disabled={remove.busy || undefined}>{`Remove requisition ${document}`}</button>
          </form>
        </li>
      </ul>
      <BusyStatus message={remove.status} />
      {remove.errors.length > 0 && <p className="usa-error-message" role="alert">{remove.errors.map((e) => e.message).join(' ')}</p>}
      {open && (
        <form id={`fs-change-${lineId}`} className="usa-form adv-fs__form" noValidate onSubmit={save}>
          <ErrorSummary errors={errors} fields={['quantity', ...REQUISITION_CODE_FIELDS]} summaryRef={change.summaryRef} />
          <FormGroup id="quantity" label={`Quantity (${line.requisition.unitOfIssue})`} required error={errorFor(errors, 'quantity')}>
            {(c) => (
              <input
                className={`${c.className('usa-input')} usa-input--sm`}
                id="quantity"
                name="quantity"
                inputMode="numeric"
                autoComplete="off"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                aria-invalid={c.invalid || undefined}
                aria-describedby={c.describedBy}
              />
            )}
          </FormGroup>
          <CodeFields fields={REQUISITION_CODE_FIELDS} codes={codes} onChange={(f, v) => setCodes((c) => ({ ...c, [f]: v }))} errors={errors} />
          <button type="submit" className="usa-button" aria-disabled={change.busy || undefined}>Save the requisition</button>
          <BusyStatus message={change.status} />
        </form>
      )}
    </div>
  );
}
