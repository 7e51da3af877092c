/**
 * information/page and content_page ('Information Page'), and the pages with a fixed key: tutorial
 * ('Tutorial'), state_local and contractor. The page's sanitized HTML, the other pages of its help
 * category beside it, and a plain not-found answer when no page has the key.
 */
import { PAGE_NOT_FOUND } from '@advantage/contracts';
import { Link } from 'react-router';
import { ServerHtml } from '../../shell/components/ServerHtml';
import type { ScreenProps } from '../../kit/screens/types';
import { readHelpPath, readPage, readTopics } from './attributes';
import { ContactBox } from './ContactBox';
import { helpPageHref, longDate } from './links';

export function InformationPage({ envelope, store }: ScreenProps) {
  const page = readPage(envelope.attributes.page);
  const related = readTopics(envelope.attributes.related);
  const helpPath = readHelpPath(envelope.attributes);

  if (!page) {
    return (
      <div className="adv-information adv-information--not-found">
        <h1>{PAGE_NOT_FOUND.title}</h1>
        <p className="usa-intro">{PAGE_NOT_FOUND.text}</p>
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <Link className="usa-button" to={`/ws/${helpPath}`}>
              Search help topics
            </Link>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" to="/ws/information/comment_form">
              Request customer service
            </Link>
          </li>
        </ul>
      </div>
    );
  }

  const category = related[0]?.categoryLabel;
  return (
    <div className="grid-row grid-gap adv-information" data-key={page.keyName}>
      <div className={related.length ? 'desktop:grid-col-8' : 'desktop:grid-col-10'}>
        <nav className="usa-breadcrumb" aria-label="Breadcrumbs">
          <ol className="usa-breadcrumb__list">
            <li className="usa-breadcrumb__list-item">
              <Link className="usa-breadcrumb__link" to={`/ws/${helpPath}`}>
                <span>Help</span>
              </Link>
            </li>
            <li className="usa-breadcrumb__list-item usa-current" aria-current="page">
              <span>{page.title}</span>
            </li>
          </ol>
        </nav>
        <h1>{page.title}</h1>
        <ServerHtml html={page.html} className="usa-prose adv-information__body" />
        {page.updatedAt
          ? (
              <p className="adv-information__updated">
                {'Last updated '}
                <time dateTime={page.updatedAt}>{longDate(page.updatedAt)}</time>
              </p>
            )
          : null}
      </div>
      {related.length
        ? (
            <aside className="desktop:grid-col-4 adv-information__aside" aria-labelledby="related-help-heading">
              <h2 id="related-help-heading" className="adv-information__aside-heading">
                {category ? `More in ${category}` : 'Related help'}
              </h2>
              <ul className="usa-sidenav">
                {related.map((topic) => (
                  <li key={topic.key} className="usa-sidenav__item">
                    <Link to={helpPageHref(topic.key, store)}>{topic.heading}</Link>
                  </li>
                ))}
              </ul>
              <p>
                <Link to={`/ws/${helpPath}`}>All help topics</Link>
              </p>
            </aside>
          )
        : null}
      <div className="grid-col-12">
        <ContactBox global={helpPath === 'ggs/information/help'} />
      </div>
    </div>
  );
}
