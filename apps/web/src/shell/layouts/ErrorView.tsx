import { MESSAGES } from '@advantage/contracts';
import { Link } from 'react-router';
import { HOME_ROUTE } from '../../lib/config';
import { ErrorDetails } from './ErrorDetails';
import { CUSTOMER_SERVICE_PATH, HELP_PATH } from './SiteFooter';
import type { ErrorViewProps as Props } from './types';

/** The body of every error page: the title as the page's h1, the text, details on request. */
export function ErrorView({ title, text, detail, msgType, homeLink = true }: Props) {
  return (
    <div className="adv-error" data-error-name={detail?.name}>
      <h1>{title}</h1>
      <div className="usa-alert usa-alert--error" role="alert">
        <div className="usa-alert__body">
          {msgType ? <h2 className="usa-alert__heading">{msgType}</h2> : null}
          <p className="usa-alert__text">{text}</p>
        </div>
      </div>
      <p>
        {'Need help? See '}
        <Link className="usa-link" to={HELP_PATH}>
          Help
        </Link>
        {' or '}
        <Link className="usa-link" to={CUSTOMER_SERVICE_PATH}>
          Request Customer Service
        </Link>
        .
      </p>
      {detail ? <ErrorDetails detail={detail} /> : null}
      {homeLink
        ? (
            <p>
              <Link className="usa-button" to={HOME_ROUTE}>
                {MESSAGES.accessDenied.homeLink}
              </Link>
            </p>
          )
        : null}
    </div>
  );
}
