/** department/homeoffice (HomeOffice): the department's home office, whom to call, and every agreement. */
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import type { PropsOf } from '../../kit/screens/types';
import { AgreementsTable, SurveyLinks } from './parts';

export function HomeOffice({ envelope }: PropsOf<'department/homeoffice', 'HomeOffice'>) {
  const { department: d, contacts, agreements } = envelope.attributes;
  return (
    <div className="adv-department" data-screen="HomeOffice">
      <h1>{d.name}</h1>
      <p className="usa-intro">{d.summary}</p>
      <ButtonLinks
        links={[
          { to: d.searchUrl, label: `Search its ${d.agreementCount} agreements` },
          { to: d.storeUrl, label: 'Open the department’s store' },
        ]}
      />
      <div className="grid-row grid-gap-4">
        <section className="tablet:grid-col-6" aria-labelledby="home-office">
          <h2 id="home-office">Home office</h2>
          <address className="adv-department__address">
            <strong>{d.homeOffice}</strong>
            <br />
            {d.address.street}
            <br />
            {`${d.address.city}, ${d.address.state} ${d.address.zip}`}
          </address>
          <dl className="adv-definitions">
            <dt>Phone</dt>
            <dd>
              <a className="usa-link" href={`tel:${d.phone}`}>
                {d.phone}
              </a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a className="usa-link" href={`mailto:${d.email}`}>
                {d.email}
              </a>
            </dd>
            <dt>Hours</dt>
            <dd>{d.hours}</dd>
          </dl>
        </section>
        <section className="tablet:grid-col-6" aria-labelledby="contacts">
          <h2 id="contacts">Contacts</h2>
          <ul className="usa-list usa-list--unstyled adv-department__contacts">
            {contacts.map((c) => (
              <li key={c.email}>
                <strong>{c.name}</strong>
                <br />
                {c.role}
                <br />
                <a className="usa-link" href={`mailto:${c.email}`}>
                  {c.email}
                </a>
                {' · '}
                <a className="usa-link" href={`tel:${c.phone}`}>
                  {c.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="agreements">
        <h2 id="agreements">Agreements</h2>
        <AgreementsTable agreements={agreements} caption={`Current agreements of the ${d.name}`} />
      </section>
      <SurveyLinks dept={d.code} />
    </div>
  );
}
