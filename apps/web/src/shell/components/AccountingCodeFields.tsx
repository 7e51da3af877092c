/**
 * The agency accounting-code fields (docs/product/fedstrip.md) of both places a member types them: the checkout's
 * accounting-code form and the saved lines of accounting in Manage Methods of Payment (which has no
 * document number: each requisition gets its own).
 */
import type { AccountingCodes } from '@advantage/contracts';
import { FormGroup } from './FormGroup';

export type AccountingField = keyof AccountingCodes;

const LABELS: Record<AccountingField, { label: string; hint: string; required: boolean; max: number; width: string }> = {
  aac: { label: 'AAC/DoDAAC', hint: 'The requisitioning activity: six letters or digits, for example W91QUZ.', required: true, max: 6, width: 'sm' },
  fundCode: { label: 'Fund code', hint: 'Two letters or digits.', required: true, max: 2, width: '2xs' },
  appropriation: { label: 'Appropriation', hint: 'The Treasury account symbol, for example 097X4930.', required: true, max: 20, width: 'md' },
  objectClass: { label: 'Object class', hint: 'For example 26.0 (supplies and materials).', required: true, max: 5, width: 'sm' },
  projectJob: { label: 'Project or job number', hint: 'Up to 12 letters, digits or hyphens.', required: false, max: 12, width: 'md' },
  documentNumber: {
    label: 'Document number',
    hint: '14 characters: the AAC, the date as YDDD and a serial. Leave it blank and it is numbered for you.',
    required: false,
    max: 14,
    width: 'lg',
  },
};

interface AccountingCodeFieldsProps<F extends AccountingField> {
  fields: readonly F[];
  values: Record<F, string>;
  onChange: (field: F, value: string) => void;
  errorOf: (field: F) => string | undefined;
}

export function AccountingCodeFields<F extends AccountingField>({ fields, values, onChange, errorOf }: AccountingCodeFieldsProps<F>) {
  return fields.map((field) => {
    const f = LABELS[field];
    return (
      <FormGroup key={field} id={field} label={f.label} required={f.required} hint={f.hint} error={errorOf(field)}>
        {(c) => (
          <input
            className={`${c.className('usa-input')} usa-input--${f.width}`}
            id={field}
            name={field}
            maxLength={f.max}
            spellCheck={false}
            value={values[field]}
            onChange={(e) => onChange(field, e.target.value)}
            aria-invalid={c.invalid || undefined}
            aria-describedby={c.describedBy}
          />
        )}
      </FormGroup>
    );
  });
}
