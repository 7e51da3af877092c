/**
 * The purchase-card fields (number, expiry, name on card) of both places a member types a card: a new
 * card at checkout and a saved card in the account. The number is typed, sent once and forgotten by
 * the screen that owns the values; there is no CVV field.
 */
import type { ReactNode } from 'react';
import { FormGroup } from './FormGroup';

export type CardField = 'cardNumber' | 'expiry' | 'holderName';
export type CardValues = Record<CardField, string>;
export const EMPTY_CARD: CardValues = { cardNumber: '', expiry: '', holderName: '' };

interface CardFieldsProps {
  values: CardValues;
  onChange: (field: CardField, value: string) => void;
  errorOf: (field: CardField) => string | undefined;
  /** What each place says about the number and the expiry. */
  hints: { cardNumber: ReactNode; expiry: ReactNode };
  /** The longest name on card the place's input schema takes. */
  holderNameMax: number;
}

/** The number leaves room for spaces or hyphens between the groups of 16 digits; the expiry is MM/YYYY. */
const FIELDS: ReadonlyArray<{ field: CardField; label: string; autoComplete: string; maxLength?: number; width?: string; numeric?: boolean }> = [
  { field: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', maxLength: 23, numeric: true },
  { field: 'expiry', label: 'Expiration date', autoComplete: 'cc-exp', maxLength: 7, width: 'sm' },
  { field: 'holderName', label: 'Name on card', autoComplete: 'cc-name' },
];

export function CardFields({ values, onChange, errorOf, hints, holderNameMax }: CardFieldsProps) {
  return (
    <>
      {FIELDS.map(({ field, label, autoComplete, maxLength, width, numeric }) => (
        <FormGroup key={field} id={field} label={label} required hint={field === 'holderName' ? undefined : hints[field]} error={errorOf(field)}>
          {(c) => (
            <input
              className={`${c.className('usa-input')}${width ? ` usa-input--${width}` : ''}`}
              id={field}
              name={field}
              autoComplete={autoComplete}
              {...(numeric ? { inputMode: 'numeric' as const } : {})}
              maxLength={maxLength ?? holderNameMax}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
      ))}
    </>
  );
}
