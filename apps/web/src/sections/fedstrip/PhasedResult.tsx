/**
 * phased_requisition_entry Success / PhasedSuccess: each line of the list on its row, carried to the cart with its
 * record, or kept back with the reason on the field that is wrong. The lines kept back are in the form below,
 * to correct and send again.
 */
import { FEDSTRIP_TITLES, FEDSTRIP_URLS, type PhasedAttributes, REQUISITION_LABELS, type RequisitionField } from '@advantage/contracts';
import { Link } from 'react-router';
import type { ViewProps } from './view';
import { FedstripNav, Notice, RecordBox } from './parts';
import { PhasedForm } from './PhasedForm';

function fieldName(field: string): string {
  return Object.hasOwn(REQUISITION_LABELS, field) ? REQUISITION_LABELS[field as RequisitionField] : 'Line';
}

export function PhasedResult({ envelope, show }: ViewProps<PhasedAttributes>) {
  const a = envelope.attributes;
  const bad = a.rows.filter((r) => !r.ok).length;
  return (
    <>
      <h1>{FEDSTRIP_TITLES.phased}</h1>
      <FedstripNav />
      <Notice message={a.message} tone={bad ? 'warning' : 'success'} />
      <ol className="usa-list usa-list--unstyled adv-fs__rows" aria-label="Lines of the list">
        {a.rows.map((row) => (
          <li key={row.lineNumber} className={`adv-fs__row${row.ok ? '' : ' adv-fs__row--bad'}`} data-line={row.lineNumber}>
            <p className="adv-fs__row-head">
              <strong>{`Line ${row.lineNumber}: `}</strong>
              <code>{row.text}</code>
              {' '}
              <span className={`usa-tag ${row.ok ? 'adv-fs__tag--ok' : 'adv-fs__tag--bad'}`}>{row.ok ? 'Added' : 'Kept back'}</span>
            </p>
            {row.errors.length > 0 && (
              <ul className="usa-list adv-fs__reasons">
                {row.errors.map((e) => <li key={`${e.field}:${e.message}`} className="usa-error-message">{`${fieldName(e.field)}: ${e.message}`}</li>)}
              </ul>
            )}
            {row.record && <RecordBox record={row.record} label={`Record of line ${row.lineNumber}`} />}
          </li>
        ))}
      </ol>
      {bad > 0 && <PhasedForm show={show} initial={a.remaining} heading="Correct the lines kept back" />}
      <ul className="usa-button-group">
        <li className="usa-button-group__item"><Link className="usa-button" to={FEDSTRIP_URLS.review}>Review and order</Link></li>
        <li className="usa-button-group__item"><Link className="usa-button usa-button--outline" to={FEDSTRIP_URLS.init}>Key more lines</Link></li>
      </ul>
    </>
  );
}
