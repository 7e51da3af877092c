import { FormGroup } from './FormGroup';

/**
 * The reason an approver gives when rejecting (an AAC password request, a funds-control cart): optional until
 * Reject is chosen, and sent to the buyer, so the hint says both.
 */
export function ReasonField({ value, onChange, max, error }: { value: string; onChange: (value: string) => void; max: number; error: string | undefined }) {
  return (
    <FormGroup id="reason" label="Reason for rejecting" hint={`Needed only to reject; the buyer receives it. Up to ${max} characters.`} error={error}>
      {(c) => (
        <textarea
          className={c.className('usa-textarea')}
          id="reason"
          name="reason"
          rows={3}
          maxLength={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        />
      )}
    </FormGroup>
  );
}
