/** catalog/strategic_sourcing: blanket purchase agreements for a product or for the buyer's store. */
import { CATALOG_TITLES, productDetailUrl } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { date, money } from './format';

export function StrategicSourcing({ envelope }: PropsOf<'catalog/strategic_sourcing', 'StrategicSourcing'>) {
  const { product, vehicles, message } = envelope.attributes;
  return (
    <div className="adv-sourcing">
      <h1>{CATALOG_TITLES.strategicSourcing}</h1>
      <p className="usa-intro">
        {product
          ? (
              <>
                {'Blanket purchase agreements (BPAs) that offer '}
                <Link className="usa-link" to={productDetailUrl(product.id)}>
                  {product.title}
                </Link>
                {' to your store. A BPA price is often lower than the schedule price.'}
              </>
            )
          : 'Blanket purchase agreements (BPAs) and other strategic sourcing vehicles your store may order under.'}
      </p>
      {message
        ? (
            <div className="usa-alert usa-alert--info usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{message}</p>
              </div>
            </div>
          )
        : null}
      {vehicles.length
        ? (
            <table className="usa-table usa-table--striped adv-sourcing__table">
              <caption className="usa-sr-only">Strategic sourcing vehicles</caption>
              <thead>
                <tr>
                  <th scope="col">Contract</th>
                  <th scope="col">Contractor</th>
                  <th scope="col">Period</th>
                  {product ? <th scope="col">Price</th> : null}
                  {product ? <th scope="col">Saving against the lowest schedule price</th> : null}
                  <th scope="col">Documents</th>
                </tr>
              </thead>
              <tbody>
                {vehicles.map((v) => (
                  <tr key={v.contract.id}>
                    <th scope="row">
                      {v.contract.number}
                      <span className="adv-offers__sub">{v.contract.kindLabel}</span>
                    </th>
                    <td>
                      <Link className="usa-link" to={`/ws/catalog/contractor_detail?contractorId=${v.contractor.id}&contractNumber=${encodeURIComponent(v.contract.number)}`}>
                        {v.contractor.name}
                      </Link>
                    </td>
                    <td>{`${date(v.contract.startDate)} to ${date(v.contract.endDate)}`}</td>
                    {product ? <td>{v.priceCents === null ? 'Not offered' : money(v.priceCents)}</td> : null}
                    {product ? <td>{v.savingsCents === null ? 'None' : money(v.savingsCents)}</td> : null}
                    <td>
                      {v.contract.documentCount
                        ? (
                            <Link className="usa-link" to={`/ws/catalog/bpa_documents?contractNumber=${encodeURIComponent(v.contract.number)}`}>
                              {`${v.contract.documentCount} ${v.contract.documentCount === 1 ? 'document' : 'documents'}`}
                              <span className="usa-sr-only">{` of contract ${v.contract.number}`}</span>
                            </Link>
                          )
                        : 'None'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        : null}
    </div>
  );
}
