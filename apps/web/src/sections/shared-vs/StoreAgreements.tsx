import { STORE_START_TEXT, type StoreAgreement } from '@advantage/contracts';
import { Link } from 'react-router';
import { day, plural } from '../common/format';

function isAgreement(value: unknown): value is StoreAgreement {
  const v = value as Partial<StoreAgreement> | null;
  return !!v && typeof v.contractNumber === 'string' && typeof v.contractorName === 'string' && typeof v.documentsUrl === 'string';
}

/**
 * An agency store's own blanket purchase agreements (start data `agreements`): what the agency buys here and
 * whom to call, with the way to all of them on the strategic sourcing page.
 */
export function StoreAgreements({ attributes }: { attributes: Record<string, unknown> }) {
  const agreements = Array.isArray(attributes.agreements) ? attributes.agreements.filter(isAgreement) : [];
  if (agreements.length === 0) return null;
  const total = typeof attributes.agreementCount === 'number' ? attributes.agreementCount : agreements.length;
  return (
    <section className="adv-agreements" aria-labelledby="agreements-heading">
      <h2 id="agreements-heading">{STORE_START_TEXT.agreementsHeading}</h2>
      <p>
        Blanket purchase agreements (BPAs) this agency set up with GSA contractors: prices and terms already agreed for its buyers. Call or
        write the contractor's ordering contact with questions about an agreement.
      </p>
      <table className="usa-table usa-table--borderless usa-table--stacked">
        <caption className="usa-sr-only">{STORE_START_TEXT.agreementsHeading}</caption>
        <thead>
          <tr>
            <th scope="col">Agreement</th>
            <th scope="col">Contractor</th>
            <th scope="col">Ordering contact</th>
            <th scope="col">Ends</th>
          </tr>
        </thead>
        <tbody>
          {agreements.map((a) => (
            <tr key={a.contractNumber}>
              <th scope="row" data-label="Agreement">
                <Link to={a.documentsUrl}>{a.contractNumber}</Link>
              </th>
              <td data-label="Contractor">{a.contractorName}</td>
              <td data-label="Ordering contact">
                <a href={`tel:${a.phone}`}>{a.phone}</a>
                <br />
                <a href={`mailto:${a.email}`} className="adv-break-anywhere">
                  {a.email}
                </a>
              </td>
              <td data-label="Ends">{day(a.endDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to="/ws/catalog/strategic_sourcing">{`See all ${plural(total, 'agreement')} of this store`}</Link>
      </p>
    </section>
  );
}
