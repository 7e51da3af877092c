/** department/adv2git (Adv2Git): what GSA Advantage! offers a department, who uses it already, and the contact dialog. */
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { homeOfficeUrl } from './links';

export function Adv2Git({ envelope }: PropsOf<'department/adv2git', 'Adv2Git'>) {
  const a = envelope.attributes;
  return (
    <div className="adv-department" data-screen="Adv2Git">
      <h1>GSA Advantage! for Your Department</h1>
      <p className="usa-intro">
        {a.department
          ? `What GSA Advantage! can do for the ${a.department.name}, which has ${a.department.agreementCount} agreements here today.`
          : 'Bring your department’s agreements, buyers and systems to GSA Advantage!. This is what the agency programs office sets up for you, at no cost to your department.'}
      </p>
      <ul className="usa-card-group adv-department__offers">
        {a.offers.map((offer) => (
          <li key={offer.heading} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
            <div className="usa-card__container">
              <div className="usa-card__header">
                <h2 className="usa-card__heading">{offer.heading}</h2>
              </div>
              <div className="usa-card__body">
                <p>{offer.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link className="usa-button usa-button--big" to={a.contactUrl}>
          Contact the agency programs office
        </Link>
      </p>
      <section aria-labelledby="on-advantage">
        <h2 id="on-advantage">Departments on GSA Advantage!</h2>
        <ul className="usa-list">
          {a.departments.map((d) => (
            <li key={d.code}>
              <Link className="usa-link" to={homeOfficeUrl(d.code)}>
                {d.name}
              </Link>
              {`: ${d.agreementCount} ${d.agreementCount === 1 ? 'agreement' : 'agreements'}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
