/** catalog/bpa_documents: a contract's documents, each an information page. */
import { CATALOG_TITLES } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { date } from './format';

export function BpaDocuments({ envelope }: PropsOf<'catalog/bpa_documents', 'BpaDocuments'>) {
  const { contract, contractor, documents } = envelope.attributes;
  return (
    <div className="adv-bpa-documents">
      <h1>{CATALOG_TITLES.bpaDocuments}</h1>
      <p className="usa-intro">
        {`${contract.kindLabel} ${contract.number}, held by `}
        <Link className="usa-link" to={`/ws/catalog/contractor_detail?contractorId=${contractor.id}&contractNumber=${encodeURIComponent(contract.number)}`}>
          {contractor.name}
        </Link>
        {`, ${date(contract.startDate)} to ${date(contract.endDate)}${contract.current ? '' : ' (ended)'}.`}
      </p>
      {documents.length
        ? (
            <ul className="usa-list">
              {documents.map((d) => (
                <li key={d.keyName}>
                  <Link className="usa-link" to={d.url}>
                    {d.title}
                  </Link>
                </li>
              ))}
            </ul>
          )
        : <p>This contract has no documents.</p>}
    </div>
  );
}
