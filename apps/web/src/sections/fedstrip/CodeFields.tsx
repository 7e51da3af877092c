/**
 * The requisition codes as form fields (the expanded entry and the constant profile): signal, demand and priority
 * are lists of their valid codes with their meanings; the others are short code fields. Each field's error is
 * tied to it (aria-describedby).
 */
import { DEMAND_CODES, REQUISITION_LABELS, type RequisitionCodeField, type RequisitionCodes, SIGNAL_CODES, upperAscii } from '@advantage/contracts';
import { FormGroup } from '../../shell/components/FormGroup';
import { errorFor } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';

const HINTS: Partial<Record<RequisitionCodeField, string>> = {
  routingIdentifier: '3 characters: the supply source, e.g. GSA.',
  mediaStatus: '1 character.',
  supplementaryAddress: 'An AAC/DoDAAC, or blank.',
  fundCode: '2 characters; required when the signal code bills.',
  distribution: 'Up to 3 characters, or blank.',
  projectCode: '3 characters, or blank.',
  requiredDelivery: 'Blank (standard), a day 001 to 366, 999, 777, or N or E and 2 digits.',
  adviceCode: 'A digit and a character, e.g. 2L, or blank.',
};
const WIDTHS: Partial<Record<RequisitionCodeField, number>> = {
  routingIdentifier: 3, mediaStatus: 1, supplementaryAddress: 6, fundCode: 2, distribution: 3, projectCode: 3, requiredDelivery: 3, adviceCode: 2,
};
const PRIORITIES = Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(2, '0'));
const CHOICES: Partial<Record<RequisitionCodeField, Array<[string, string]>>> = {
  signalCode: Object.entries(SIGNAL_CODES),
  demandCode: Object.entries(DEMAND_CODES),
  priority: PRIORITIES.map((p) => [p, p === '01' ? 'highest' : p === '15' ? 'lowest' : '']),
};

interface CodeFieldsProps {
  fields: readonly RequisitionCodeField[];
  codes: RequisitionCodes;
  onChange: (field: RequisitionCodeField, value: string) => void;
  errors: readonly FieldError[];
}

export function CodeFields({ fields, codes, onChange, errors }: CodeFieldsProps) {
  return (
    <div className="adv-fs__codes">
      {fields.map((f) => {
        const choices = CHOICES[f];
        return (
          <FormGroup key={f} id={f} label={REQUISITION_LABELS[f]} hint={HINTS[f]} error={errorFor(errors, f)}>
            {(c) => choices
              ? (
                  <select className={c.className('usa-select')} id={f} name={f} value={codes[f]} onChange={(e) => onChange(f, e.target.value)} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy}>
                    {choices.map(([code, meaning]) => <option key={code} value={code}>{meaning ? `${code}: ${meaning}` : code}</option>)}
                  </select>
                )
              : (
                  <input
                    className={`${c.className('usa-input')} usa-input--sm adv-fs__code`}
                    id={f}
                    name={f}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={WIDTHS[f] ?? 10}
                    value={codes[f]}
                    onChange={(e) => onChange(f, upperAscii(e.target.value))}
                    aria-invalid={c.invalid || undefined}
                    aria-describedby={c.describedBy}
                  />
                )}
          </FormGroup>
        );
      })}
    </div>
  );
}
