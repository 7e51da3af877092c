import { TextAreaField } from './form/fields';

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | undefined;
  /** The approver's refusing button: Reject (AAC requests, funds-control carts) or Decline (state purchases). */
  verb?: 'reject' | 'decline';
}

/**
 * The reason an approver gives when refusing: optional until the refusing button is chosen, and sent to the buyer,
 * so the hint says both.
 */
export function ReasonField({ value, onChange, max, error, verb = 'reject' }: ReasonFieldProps) {
  return (
    <TextAreaField
      id="reason"
      label={verb === 'reject' ? 'Reason for rejecting' : 'Reason for declining'}
      hint={`Needed only to ${verb}; the buyer receives it. Up to ${max} characters.`}
      error={error}
      rows={3}
      maxLength={max}
      value={value}
      onChange={onChange}
    />
  );
}
