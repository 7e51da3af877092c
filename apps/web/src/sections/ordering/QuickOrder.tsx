/**
 * ordering/quick_ordering (Quick Order): rows of contract number, part number or NSN and quantity,
 * typed in the grid or pasted one per line. Valid rows go to the cart; each row that could not is
 * shown again on the grid with its message, for correction. When every row went in, the result
 * replaces the form with the way to the cart.
 */
import {
  ORDERING_TITLES, parsePastedRows, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_TEXT, type QuickOrderRow, type QuickOrderSuccessAttributes, type ScreenEnvelope,
} from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { setCartData } from '../../lib/connection/cart-data';
import { envelopeKey } from '../../shell/components/envelope-key';
import { useFocusLater } from '../../shell/components/useFocusLater';
import { BusyStatus, ErrorSummary, useFocusTargets } from '../../shell/components/form/form';
import { type FieldError, submitForm } from '../../shell/components/form/submit';
import type { ScreenProps } from '../../kit/screens/types';
import { QuickOrderGrid } from './QuickOrderGrid';
import { QuickOrderDone } from './QuickOrderSuccess';
import { cellId, filled, gridOf, gridRow, type GridRow } from './rows';
import { TextAreaField } from '../../shell/components/form/fields';

const PATH = 'ordering/quick_ordering_cart';

/** One summary line per kept row (linking to its first cell), or the form's own problem. */
function problemsOf(rows: readonly GridRow[], formError: string | undefined): FieldError[] {
  const errors: FieldError[] = formError ? [{ field: 'paste', message: formError }] : [];
  rows.forEach((row, index) => {
    if (row.message) errors.push({ field: cellId(index, 'contract'), message: `Row ${index + 1}: ${row.message}` });
  });
  return errors;
}

/** The grid of either path (quick_ordering opens it, quick_ordering_cart answers it with the rows to correct). */
type Props = ScreenProps<ScreenEnvelope<'ordering/quick_ordering', 'QuickOrder'> | ScreenEnvelope<typeof PATH, 'QuickOrder'>>;

/** quick_ordering_cart Success reached by address (a submission sent again after sign-in) has no rows. */
const isSuccess = (a: object): a is QuickOrderSuccessAttributes => !('rows' in a && Array.isArray(a.rows));

export function QuickOrder(props: Props) {
  return <QuickOrderView key={envelopeKey(props.envelope)} {...props} />;
}

function QuickOrderView({ envelope }: Props) {
  const a = envelope.attributes;
  const initial = isSuccess(a) ? undefined : a;
  const navigate = useNavigate();
  const [rows, setRows] = useState<GridRow[]>(() => gridOf(initial?.rows ?? []));
  const [paste, setPaste] = useState('');
  const [added, setAdded] = useState(initial?.added ?? 0);
  const [formError, setFormError] = useState(initial?.error);
  const [done, setDone] = useState<QuickOrderSuccessAttributes | undefined>(isSuccess(a) ? a : undefined);
  const [busy, setBusy] = useState(false);
  const errors = problemsOf(rows, formError);
  const { summaryRef, headingRef, focus } = useFocusTargets(errors.length > 0);
  const [addedRef, focusAdded] = useFocusLater<HTMLDivElement>();

  const change = (key: number, field: keyof QuickOrderRow, value: string) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  function addRow() {
    if (rows.length >= QUICK_ORDER_MAX_ROWS) return;
    const index = rows.length;
    setRows((list) => [...list, gridRow()]);
    setTimeout(() => document.getElementById(cellId(index, 'contract'))?.focus(), 0);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const sending = [...filled(rows), ...parsePastedRows(paste)];
    const tooMany = sending.length > QUICK_ORDER_MAX_ROWS;
    if (sending.length === 0 || tooMany) {
      setFormError(tooMany ? QUICK_ORDER_TEXT.tooManyRows : QUICK_ORDER_TEXT.noRows);
      focus('summary');
      return;
    }
    setBusy(true);
    const outcome = await submitForm(PATH, { rows: sending }, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setFormError(outcome.errors.map((e) => e.message).join(' '));
      focus('summary');
      return;
    }
    if (outcome.kind !== 'screen') return;
    // The header's cart count follows what went in.
    const cart = outcome.envelope.attributes.shoppingCart;
    if (cart) setCartData(cart);
    setPaste('');
    const shown = outcome.envelope;
    if (shown.responseName === 'Success') {
      setDone(shown.attributes);
      return;
    }
    // The path answers QuickOrder or Success (methods.ts); naming the one left types its attributes.
    if (shown.responseName !== 'QuickOrder') return;
    const answer = shown.attributes;
    setRows(gridOf(answer.rows));
    setAdded(answer.added);
    setFormError(answer.error);
    if (answer.rows.length > 0 || answer.error) focus('summary');
    else focusAdded();
  }

  if (done) {
    return (
      <QuickOrderDone
        result={done}
        onMore={() => {
          setDone(undefined);
          setRows(gridOf([]));
          setAdded(0);
          setFormError(undefined);
          focus('heading');
        }}
      />
    );
  }

  const kept = rows.filter((r) => r.message).length;
  return (
    <div className="adv-quick-order">
      <h1 ref={headingRef} tabIndex={-1}>
        {ORDERING_TITLES.quickOrder}
      </h1>
      <p className="usa-intro">{QUICK_ORDER_TEXT.intro}</p>
      {added > 0
        ? (
            <div className="usa-alert usa-alert--success usa-alert--slim" tabIndex={-1} ref={addedRef}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">{QUICK_ORDER_TEXT.added(added)}</p>
              </div>
            </div>
          )
        : null}
      {kept > 0 ? <p className="adv-quick-order__fix">{QUICK_ORDER_TEXT.fix(kept)}</p> : null}
      <ErrorSummary errors={errors} fields={['paste', ...rows.map((_, i) => cellId(i, 'contract'))]} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large adv-quick-order__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <QuickOrderGrid rows={rows} onChange={change} />
        <button type="button" className="usa-button usa-button--unstyled adv-quick-order__add-row" onClick={addRow} disabled={rows.length >= QUICK_ORDER_MAX_ROWS}>
          Add another row
        </button>
        <TextAreaField
          id="paste"
          label="Or paste rows"
          required={false}
          hint={QUICK_ORDER_TEXT.pasteHint}
          error={formError}
          rows={5}
          spellCheck={false}
          value={paste}
          onChange={setPaste}
        />
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Add to cart
        </button>
        <BusyStatus message={busy ? 'Adding item(s) to Cart ...' : undefined} />
      </form>
    </div>
  );
}
