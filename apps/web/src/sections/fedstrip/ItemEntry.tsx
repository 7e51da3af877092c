/**
 * collapseItemEntry / expandedItemEntry: keyboard-first requisition entry for the session's AAC. Collapsed, a line
 * is the NSN or part number, the quantity and the unit of issue (the codes come from the constant profile), and
 * Enter adds it; expanded, every code and the exception data (A0E/A05) can be changed for the line. "Check line"
 * shows the 80-position record as it will be sent. Errors are shown on the field that is wrong, in the server's
 * words; a wrong unit of issue is fixed from the list of valid units.
 */
import { FEDSTRIP_TITLES, type ItemEntryAttributes, REQUISITION_CODE_FIELDS, type RequisitionCodeField, type RequisitionView, upperAscii } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { mergeErrors } from '../../shell/components/form/checks';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import { CodeFields } from './CodeFields';
import type { ViewProps } from './view';
import { crossFieldErrors, type LineDraft, linePayload, toFieldIds } from './line';
import { FedstripNav, Notice, RecordBox, RequisitionList } from './parts';
import { PhasedForm } from './PhasedForm';
import { UnitDialog } from './UnitDialog';
import { TextAreaField } from '../../shell/components/form/fields';

const LINE_FIELDS = ['stockNumber', 'quantity', 'unitOfIssue', ...REQUISITION_CODE_FIELDS, 'exceptionRemarks', 'exceptionShipTo'];

export function ItemEntry({ envelope, show }: ViewProps<ItemEntryAttributes>) {
  const a = envelope.attributes;
  const [draft, setDraft] = useState<LineDraft>({ stockNumber: '', quantity: '', unitOfIssue: '', codes: { ...a.codes }, exceptionRemarks: '', exceptionShipTo: '' });
  const [preview, setPreview] = useState<RequisitionView | null>(a.preview);
  const [unitsOpen, setUnitsOpen] = useState(false);
  const { errors, setErrors, showErrors, busy, status, summaryRef, onSubmit, submit, answerIsCurrent } = useFormSubmit({ answer: envelope });
  const stockRef = useRef<HTMLInputElement>(null);
  const unitRef = useRef<HTMLInputElement>(null);
  const set = (field: keyof Omit<LineDraft, 'codes'>) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setPreview(null);
  };
  // The NSN field takes the focus (after the layout focused <main>): the next line is keyed straight away.
  useEffect(() => {
    const timer = setTimeout(() => stockRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const line = () => linePayload(draft, a.codes, a.expanded);
  const check = (found: typeof errors) => mergeErrors(found, crossFieldErrors(draft, a.codes, a.expanded, a.overseas, a.aac));
  const add = onSubmit(() => ({
    path: 'fedstrip/add_to_cart',
    payload: { lines: [line()], view: 'entry' },
    busy: 'Adding the requisition to your FEDSTRIP cart ...',
    mapErrors: toFieldIds,
    check,
    onScreen: (answer) => show(answer),
  }));
  const checkLine = () => void submit({
    path: 'fedstrip/fedstrip_ItemDispatchEntry',
    payload: { line: line(), expanded: a.expanded },
    busy: 'Checking the line ...',
    mapErrors: toFieldIds,
    check,
    onScreen: (answer) => {
      const shown = answer.attributes.preview;
      setErrors([]);
      setPreview(shown);
      // The record checked is read next: its heading takes the focus.
      setTimeout(() => document.getElementById('fs-preview-heading')?.focus(), 0);
    },
  });
  const setCode = (field: RequisitionCodeField, value: string) => {
    setDraft((d) => ({ ...d, codes: { ...d.codes, [field]: value } }));
    setPreview(null);
  };
  const openUnits = () => {
    if (!draft.stockNumber.trim()) {
      showErrors([{ field: 'stockNumber', message: 'Enter an NSN or a part number.' }]);
      return;
    }
    setUnitsOpen(true);
  };
  const pickUnit = (code: string) => {
    set('unitOfIssue')(code);
    setErrors((list) => list.filter((e) => e.field !== 'unitOfIssue'));
    setUnitsOpen(false);
  };
  const toggle = (path: 'fedstrip/fedstrip_newEntry' | 'fedstrip/fedstrip_exceptionEntry', expanded?: boolean) =>
    void submit({ path, payload: expanded === undefined ? {} : { expanded }, onScreen: (answer) => show(answer) });

  const unitError = errorFor(errors, 'unitOfIssue');
  return (
    <>
      <h1>{FEDSTRIP_TITLES.itemEntry}</h1>
      <FedstripNav cartCount={a.cartCount} />
      <p className="adv-fs__aac-line">
        {`Ordering for ${a.aac}${a.aacName ? ` (${a.aacName})` : ''}. `}
        {a.hasProfile ? 'New lines take the codes of your constant profile.' : 'No constant profile is saved for this AAC: lines take the standard codes. '}
        {a.hasProfile ? null : <Link className="usa-link" to={`/ws/fedstrip/fedstrip_constantProfile?aac=${a.aac}`}>Save a constant profile</Link>}
      </p>
      <Notice message={answerIsCurrent ? a.message : ''} focus={false} />
      <ErrorSummary errors={errors} fields={a.expanded ? LINE_FIELDS : LINE_FIELDS.slice(0, 3)} summaryRef={summaryRef} />
      <form className="usa-form adv-fs__form adv-fs__entry" noValidate onSubmit={add} aria-labelledby="fs-line-heading">
        <h2 id="fs-line-heading">Key a requisition</h2>
        <div className="adv-fs__line-fields">
          <FormGroup id="stockNumber" label="NSN or part number" required hint="For example 7510-00-286-6985." error={errorFor(errors, 'stockNumber')}>
            {(c) => (
              <input
                ref={stockRef}
                className={`${c.className('usa-input')} adv-fs__code`}
                id="stockNumber"
                name="stockNumber"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                value={draft.stockNumber}
                onChange={(e) => set('stockNumber')(upperAscii(e.target.value))}
                aria-invalid={c.invalid || undefined}
                aria-describedby={c.describedBy}
              />
            )}
          </FormGroup>
          <FormGroup id="quantity" label="Quantity" required hint="Whole units." error={errorFor(errors, 'quantity')}>
            {(c) => (
              <input
                className={`${c.className('usa-input')} usa-input--sm`}
                id="quantity"
                name="quantity"
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                value={draft.quantity}
                onChange={(e) => set('quantity')(e.target.value)}
                aria-invalid={c.invalid || undefined}
                aria-describedby={c.describedBy}
              />
            )}
          </FormGroup>
          <FormGroup id="unitOfIssue" label="Unit of issue" required hint="2 letters, e.g. EA or BX." error={unitError}>
            {(c) => (
              <input
                ref={unitRef}
                className={`${c.className('usa-input')} usa-input--2xs adv-fs__code`}
                id="unitOfIssue"
                name="unitOfIssue"
                autoComplete="off"
                spellCheck={false}
                maxLength={2}
                value={draft.unitOfIssue}
                onChange={(e) => set('unitOfIssue')(upperAscii(e.target.value))}
                aria-invalid={c.invalid || undefined}
                aria-describedby={c.describedBy}
              />
            )}
          </FormGroup>
        </div>
        <button type="button" className={`usa-button usa-button--${unitError ? 'secondary' : 'unstyled'} adv-fs__units-button`} onClick={openUnits}>
          Choose a valid unit of issue
        </button>
        {a.expanded && (
          <fieldset className="usa-fieldset">
            <legend className="usa-legend">Codes for this line (from your constant profile)</legend>
            <CodeFields fields={REQUISITION_CODE_FIELDS} codes={draft.codes} errors={errors} onChange={setCode} />
            <FormGroup id="exceptionShipTo" label="Exception ship-to (A0E/A05)" hint="The AAC/DoDAAC this line ships to instead, or blank." error={errorFor(errors, 'exceptionShipTo')}>
              {(c) => (
                <input
                  className={`${c.className('usa-input')} usa-input--md adv-fs__code`}
                  id="exceptionShipTo"
                  name="exceptionShipTo"
                  autoComplete="off"
                  maxLength={6}
                  value={draft.exceptionShipTo}
                  onChange={(e) => set('exceptionShipTo')(upperAscii(e.target.value))}
                  aria-invalid={c.invalid || undefined}
                  aria-describedby={c.describedBy}
                />
              )}
            </FormGroup>
            <TextAreaField
              id="exceptionRemarks"
              label="Exception remarks (A0E/A05)"
              hint="Up to 200 characters; a line with remarks is sent as A0E (A05 overseas)."
              error={errorFor(errors, 'exceptionRemarks')}
              rows={2}
              maxLength={200}
              value={draft.exceptionRemarks}
              onChange={set('exceptionRemarks')}
            />
          </fieldset>
        )}
        <ul className="usa-button-group adv-fs__actions">
          <li className="usa-button-group__item"><button type="submit" className="usa-button" aria-disabled={busy || undefined}>Add to cart</button></li>
          <li className="usa-button-group__item"><button type="button" className="usa-button usa-button--outline" onClick={checkLine}>Check line</button></li>
          <li className="usa-button-group__item">
            {a.expanded
              ? <button type="button" className="usa-button usa-button--unstyled" onClick={() => toggle('fedstrip/fedstrip_newEntry', false)}>Fewer fields</button>
              : <button type="button" className="usa-button usa-button--unstyled" onClick={() => toggle('fedstrip/fedstrip_exceptionEntry')}>All codes and exception data</button>}
          </li>
        </ul>
        <BusyStatus message={status} />
      </form>
      {preview && (
        <section className="adv-fs__preview" aria-labelledby="fs-preview-heading">
          <h2 id="fs-preview-heading" tabIndex={-1}>{`As it will be sent: ${preview.title}`}</h2>
          <p>Positions 40 to 43 (the serial) are given when the line is added.</p>
          <RecordBox record={preview.record} label="Record of the checked line" />
        </section>
      )}
      {unitsOpen && (
        <UnitDialog
          stockNumber={draft.stockNumber}
          current={draft.unitOfIssue}
          onPick={pickUnit}
          onClose={() => setUnitsOpen(false)}
          returnFocus={unitRef.current}
        />
      )}
      <PhasedForm show={show} />
      <RequisitionList lines={a.lines} heading={`In your FEDSTRIP cart (${a.cartCount})`} />
      {a.cartCount > 0 && <p><Link className="usa-button" to="/ws/fedstrip/fedstrip_shopping_cart?view=review">Review and order</Link></p>}
    </>
  );
}
