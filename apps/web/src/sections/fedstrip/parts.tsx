/** Parts the FEDSTRIP screens share: the section's links, a requisition's 80-position record and the list of requisitions. */
import { documentNumberOf, FEDSTRIP_URLS, type RequisitionView, routingText, stockNumberText, usdText } from '@advantage/contracts';
import type { ReactNode } from 'react';
import { Notice as SharedNotice } from '../../shell/components/Notice';
import { Link } from 'react-router';
import { RecordBox } from '../common/RecordBox';

// The record box is shared with order history's requisition detail.
export { RecordBox };

/** The document number as shown before the order numbers the serial: `SSSS` until then. */
export function documentText(line: RequisitionView): string {
  return documentNumberOf({ ...line.requisition, serial: line.requisition.serial || 'SSSS' });
}

interface ListProps {
  lines: readonly RequisitionView[];
  heading: string;
  /** A line's own controls (the cart's change and remove). */
  actions?: ((line: RequisitionView) => ReactNode) | undefined;
}

export function RequisitionList({ lines, heading, actions }: ListProps) {
  if (lines.length === 0) return null;
  return (
    <section className="adv-fs__list" aria-labelledby="fs-list-heading">
      <h2 id="fs-list-heading">{heading}</h2>
      <ol className="usa-list usa-list--unstyled">
        {lines.map((line, i) => {
          const r = line.requisition;
          const document = documentText(line);
          return (
            <li key={line.lineId ?? `${document}-${i}`} className="adv-fs__line">
              <h3 className="adv-fs__line-title">{line.title}</h3>
              <dl className="adv-fs__facts">
                <dt>Document number</dt>
                <dd>{document}</dd>
                <dt>NSN or part number</dt>
                <dd>{`${stockNumberText(r.stockNumber)} (${r.documentIdentifier})`}</dd>
                <dt>Quantity</dt>
                <dd>{`${r.quantity.toLocaleString('en-US')} ${r.unitOfIssue} at ${usdText(line.unitPriceCents)}: ${usdText(line.extendedCents)}`}</dd>
                {line.contractorName
                  ? (
                      <>
                        <dt>Source of supply</dt>
                        <dd>{`${line.contractorName}, contract ${line.contractNumber} (routing ${r.routingIdentifier})`}</dd>
                      </>
                    )
                  : null}
                <dt>Ships to, bills</dt>
                <dd>{routingText(r, line.exceptionShipTo)}</dd>
                {line.exceptionShipTo
                  ? (
                      <>
                        <dt>Exception ship-to</dt>
                        <dd>{line.exceptionShipTo}</dd>
                      </>
                    )
                  : null}
                {line.exceptionRemarks
                  ? (
                      <>
                        <dt>Exception remarks</dt>
                        <dd>{line.exceptionRemarks}</dd>
                      </>
                    )
                  : null}
              </dl>
              <RecordBox record={line.record} label={`Record of requisition ${document}`} />
              {actions?.(line)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The ways around the FEDSTRIP section, on every one of its screens. */
export function FedstripNav({ cartCount }: { cartCount?: number | undefined }) {
  const links = [
    { to: FEDSTRIP_URLS.init, label: 'Requisition entry' },
    { to: FEDSTRIP_URLS.cart, label: cartCount === undefined ? 'FEDSTRIP cart' : `FEDSTRIP cart (${cartCount})` },
    { to: FEDSTRIP_URLS.profile, label: 'Constant profile' },
    { to: FEDSTRIP_URLS.newAac, label: 'Change AAC/DoDAAC' },
    { to: FEDSTRIP_URLS.signOut, label: 'Sign out' },
  ];
  return (
    <nav className="adv-fs__nav" aria-label="FEDSTRIP">
      <ul className="usa-list usa-list--unstyled">
        {links.map((l) => (
          <li key={l.to}>
            <Link className="usa-link" to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A status sentence from the server (a line added, a profile saved) that takes the focus unless a field should keep it. */
export function Notice(props: { message: string; focus?: boolean; tone?: 'success' | 'info' | 'warning' }) {
  return <SharedNotice {...props} className="adv-fs__notice" />;
}
