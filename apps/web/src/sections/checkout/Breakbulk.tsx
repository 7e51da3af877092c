/**
 * The breakbulk point of an overseas shipment (checkout/select_breakbulk): the DoDAAC of the point where
 * a consolidated surface shipment is broken down. Saved in place; blank clears it.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { DodaacForm } from './DodaacForm';
import { URLS } from './flow';

export function Breakbulk({ current }: { current: string | null }) {
  return (
    <DodaacForm
      path="checkout/select_breakbulk"
      id="breakbulkPoint"
      name="breakbulkPoint"
      label="Breakbulk point"
      required={false}
      hint="For an overseas surface shipment: the DoDAAC of the point where it is broken down, six letters or digits."
      initial={current ?? ''}
      submitLabel="Save breakbulk point"
      onSaved={(_, navigate) => navigate(URLS.review, { replace: true, state: { notice: CHECKOUT_TEXT.breakbulkSaved } })}
    />
  );
}
