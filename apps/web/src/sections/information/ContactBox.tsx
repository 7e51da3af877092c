import { Link } from 'react-router';

/** "Still need help?": the way to the help desk, on every help screen. */
export function ContactBox({ global = false }: { global?: boolean }) {
  return (
    <section className="usa-summary-box adv-help__contact" aria-labelledby="help-contact-heading">
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="help-contact-heading">
          Still need help?
        </h2>
        <div className="usa-summary-box__text">
          <p>
            <Link className="usa-summary-box__link" to={global ? '/ws/information/comment_form?topic=global-supply' : '/ws/information/comment_form'}>
              Request customer service
            </Link>
            {' '}
            and we will answer within one business day, or call the GSA National Customer Service Center at
            {' '}
            <a className="usa-summary-box__link" href="tel:+18004883111">
              1-800-488-3111
            </a>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
