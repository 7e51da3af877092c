import type { HelpSection, StoreName } from '@advantage/contracts';
import { Link } from 'react-router';
import { ServerHtml } from '../../shell/components/ServerHtml';
import { helpPageHref } from './links';

/** A help section's answer and the link to its full page. */
export function HelpSectionBody({ section, store }: { section: HelpSection; store: StoreName }) {
  return (
    <>
      <ServerHtml html={section.content} className="adv-help__answer" />
      {section.queryParams.key
        ? (
            <p className="adv-help__more">
              <Link to={helpPageHref(section.queryParams.key, store)}>
                Read more
                <span className="usa-sr-only">{` about ${section.heading}`}</span>
              </Link>
            </p>
          )
        : null}
    </>
  );
}
