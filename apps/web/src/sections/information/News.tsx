/** information/news: the newest announcements, each with its date. */
import { Link } from 'react-router';
import { ServerHtml } from '../../shell/components/ServerHtml';
import type { ScreenProps } from '../../kit/screens/types';
import { readNews } from './attributes';
import { longDate } from './links';

export function News({ envelope, entry }: ScreenProps) {
  const items = readNews(envelope.attributes);
  return (
    <div className="adv-news">
      <h1>{entry.title}</h1>
      <p className="usa-intro">New features, ordering deadlines and delivery schedules.</p>
      {items.length === 0
        ? <p>There is no news at the moment.</p>
        : (
            <ul className="usa-collection">
              {items.map((item, index) => (
                <li key={item.keyName} className="usa-collection__item">
                  <article className="usa-collection__body" aria-labelledby={`news-${index}`}>
                    <h2 className="usa-collection__heading" id={`news-${index}`}>
                      {item.title}
                    </h2>
                    <ul className="usa-collection__meta" aria-label="Published">
                      <li className="usa-collection__meta-item">
                        <time dateTime={item.date}>{longDate(item.date)}</time>
                      </li>
                    </ul>
                    <ServerHtml html={item.html} className="usa-collection__description usa-prose" />
                  </article>
                </li>
              ))}
            </ul>
          )}
      <p>
        <Link to="/ws/information/help">Browse the help topics</Link>
      </p>
    </div>
  );
}
