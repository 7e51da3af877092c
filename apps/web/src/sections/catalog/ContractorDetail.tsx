/** catalog/contractor_detail: the Contractor Details dialog (right). */
import type { ContractView } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { date, money } from './format';
import { SocioBadges } from './parts/Badges';

function ContractTerms({ contract, highlighted }: { contract: ContractView; highlighted: boolean }) {
  const headingId = `contract-${contract.id}`;
  return (
    <section className={`adv-contract${highlighted ? ' adv-contract--highlighted' : ''}`} aria-labelledby={headingId}>
      <h4 id={headingId} className="adv-contract__heading">
        {`Contract ${contract.number}`}
        {highlighted ? <span className="adv-contract__note"> (the offer you came from)</span> : null}
      </h4>
      <dl className="adv-facts adv-facts--compact">
        <div>
          <dt>Program</dt>
          <dd>{contract.kindLabel}</dd>
        </div>
        <div>
          <dt>Schedule</dt>
          <dd>{contract.schedule}</dd>
        </div>
        <div>
          <dt>Special Item Number (SIN)</dt>
          <dd>{contract.sin}</dd>
        </div>
        <div>
          <dt>Contract period</dt>
          <dd>{`${date(contract.startDate)} to ${date(contract.endDate)}${contract.current ? '' : ' (ended)'}`}</dd>
        </div>
        <div>
          <dt>Minimum order</dt>
          <dd>{contract.minimumOrderCents > 0 ? money(contract.minimumOrderCents) : 'None'}</dd>
        </div>
        <div>
          <dt>Maximum order</dt>
          <dd>{contract.maximumOrderCents ? money(contract.maximumOrderCents) : 'None stated'}</dd>
        </div>
        <div>
          <dt>FOB</dt>
          <dd>{contract.fob}</dd>
        </div>
        <div>
          <dt>Warranty</dt>
          <dd>{contract.warranty}</dd>
        </div>
        <div>
          <dt>Payment terms</dt>
          <dd>{contract.paymentTerms}</dd>
        </div>
        <div>
          <dt>Purchase card</dt>
          <dd>{contract.acceptsPurchaseCard ? 'Accepted' : 'Not accepted'}</dd>
        </div>
      </dl>
      {contract.documentCount > 0
        ? (
            <p>
              <Link className="usa-link" to={`/ws/catalog/bpa_documents?contractNumber=${encodeURIComponent(contract.number)}`}>
                {`Documents of contract ${contract.number}`}
              </Link>
            </p>
          )
        : null}
    </section>
  );
}

export function ContractorDetail({ envelope }: PropsOf<'catalog/contractor_detail', 'ContractorDetail'>) {
  const { contractor, contracts, highlight } = envelope.attributes;
  const { address } = contractor;
  return (
    <div className="adv-contractor">
      <h3 className="adv-contractor__name">{contractor.name}</h3>
      <SocioBadges badges={contractor.socio} />
      <dl className="adv-facts adv-facts--compact">
        <div>
          <dt>Address</dt>
          <dd>
            <address>
              {address.street}
              <br />
              {`${address.city}, ${address.state} ${address.zip}`}
            </address>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a className="usa-link" href={`tel:${contractor.phone.replace(/[^\d+]/g, '')}`}>
              {contractor.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a className="usa-link" href={`mailto:${contractor.email}`}>
              {contractor.email}
            </a>
          </dd>
        </div>
        {contractor.website
          ? (
              <div>
                <dt>Website</dt>
                <dd>
                  <a className="usa-link usa-link--external" href={contractor.website} rel="noreferrer noopener" target="_blank">
                    {contractor.website.replace(/^https?:\/\//, '')}
                    <span className="usa-sr-only"> (opens in a new window)</span>
                  </a>
                </dd>
              </div>
            )
          : null}
        <div>
          <dt>Unique Entity ID (UEI)</dt>
          <dd>{contractor.uei}</dd>
        </div>
        <div>
          <dt>Socio-economic status</dt>
          <dd>{contractor.socio.length ? contractor.socio.map((s) => s.description).join('; ') : 'Not a small or disadvantaged business'}</dd>
        </div>
      </dl>
      <h3>{contracts.length === 1 ? 'Contract' : 'Contracts'}</h3>
      {contracts.length === 0 ? <p>This contractor holds no contract your store may order from.</p> : null}
      {contracts.map((c) => (
        <ContractTerms key={c.id} contract={c} highlighted={c.number === highlight} />
      ))}
    </div>
  );
}
