/**
 * information/help and ggs/information/help (docs/product/README.md 'Global Supply Help', docs/product/README.md "Help config category"):
 * the help centre. Categories with their USWDS icons, the popular ones first; every section in an
 * accordion per category; a filter that searches all sections as the buyer types.
 */
import type { HelpCategory } from '@advantage/contracts';
import { type FormEvent, type MouseEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ScreenProps } from '../../kit/screens/types';
import { readHelpCategories } from './attributes';
import { ContactBox } from './ContactBox';
import { filterHelp } from './help-filter';
import { HelpIcon } from './HelpIcon';
import { HelpSectionBody } from './HelpSectionBody';

const buttonId = (id: string) => `help-category-${id}`;

export function HelpCentre({ envelope, entry, store, path }: ScreenProps) {
  const categories = useMemo(() => readHelpCategories(envelope.attributes), [envelope.attributes]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const matches = useMemo(() => filterHelp(categories, query), [categories, query]);
  const filtering = query.trim().length > 0;
  const global = path.startsWith('ggs/');

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** From the side navigation and the popular cards: clear the filter, open the category, move to it. */
  const showCategory = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    setQuery('');
    setOpen((current) => new Set(current).add(id));
    setTimeout(() => {
      const button = document.getElementById(buttonId(id));
      button?.focus();
      button?.scrollIntoView?.({ block: 'start' });
    }, 0);
  };

  const popular = categories.filter((c) => c.popularItem);
  return (
    <div className="grid-row grid-gap adv-help" data-help-set={global ? 'ggs' : 'default'}>
      <div className="desktop:grid-col-3 adv-help__aside">
        <nav aria-label="Help categories">
          <ul className="usa-sidenav">
            {categories.map((c) => (
              <li key={c.id} className="usa-sidenav__item">
                <a href={`#${buttonId(c.id)}`} onClick={(event) => showCategory(event, c.id)} title={c.tooltip}>
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="desktop:grid-col-9">
        <h1>{entry.title}</h1>
        <p className="usa-intro">
          {global
            ? 'Answers about ordering stocked supplies from GSA Global Supply: requisitions, activity address codes, delivery and discrepancies.'
            : 'Answers about searching, comparing offers, paying, ordering and your account.'}
        </p>
        <form className="adv-help__search" role="search" aria-label="Help topics" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <label className="usa-label" htmlFor="help-filter">
            Search help topics
          </label>
          <span className="usa-hint" id="help-filter-hint">
            For example: purchase card, NSN, return, 1122
          </span>
          <input
            className="usa-input adv-help__search-input"
            id="help-filter"
            name="help-filter"
            type="search"
            value={query}
            aria-describedby="help-filter-hint"
            aria-controls="help-results"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <p className="adv-help__count" role="status">
          {filtering ? (matches.length === 1 ? `1 help topic matches “${query.trim()}”.` : `${matches.length} help topics match “${query.trim()}”.`) : ''}
        </p>
        <div id="help-results">
          {filtering ? <Matches matches={matches} store={store} /> : <Browse {...{ categories, popular, open, toggle, showCategory, store }} />}
        </div>
        <ContactBox global={global} />
      </div>
    </div>
  );
}

function Matches({ matches, store }: { matches: ReturnType<typeof filterHelp>; store: ScreenProps['store'] }) {
  if (matches.length === 0) {
    return (
      <div className="usa-alert usa-alert--info usa-alert--slim">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            No help topics match those words. Try fewer or more general words, or
            {' '}
            <Link to="/ws/information/comment_form">request customer service</Link>
            .
          </p>
        </div>
      </div>
    );
  }
  return (
    <ul className="usa-collection adv-help__matches" aria-label="Matching help topics">
      {matches.map(({ category, section }) => (
        <li key={section.id} className="usa-collection__item">
          <div className="usa-collection__body">
            <p className="usa-collection__meta adv-help__match-category">
              <HelpIcon icon={category.icon} size={3} />
              {category.label}
            </p>
            <h2 className="usa-collection__heading">{section.heading}</h2>
            <HelpSectionBody section={section} store={store} />
          </div>
        </li>
      ))}
    </ul>
  );
}

interface BrowseProps {
  categories: HelpCategory[];
  popular: HelpCategory[];
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
  showCategory: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
  store: ScreenProps['store'];
}

function Browse({ categories, popular, open, toggle, showCategory, store }: BrowseProps) {
  return (
    <>
      {popular.length > 0
        ? (
            <section aria-labelledby="help-popular-heading" className="adv-help__popular">
              <h2 id="help-popular-heading">Popular topics</h2>
              <ul className="usa-card-group">
                {popular.map((c) => (
                  <li key={c.id} className="usa-card tablet:grid-col-6 widescreen:grid-col-4">
                    <div className="usa-card__container">
                      <div className="usa-card__header">
                        <h3 className="usa-card__heading adv-help__card-heading">
                          <HelpIcon icon={c.icon} size={5} />
                          <a href={`#${buttonId(c.id)}`} onClick={(event) => showCategory(event, c.id)} title={c.tooltip}>
                            {c.label}
                          </a>
                        </h3>
                      </div>
                      <div className="usa-card__body">
                        <p>{c.description}</p>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )
        : null}
      <section aria-labelledby="help-all-heading">
        <h2 id="help-all-heading">All help topics</h2>
        <div className="usa-accordion usa-accordion--bordered usa-accordion--multiselectable">
          {categories.map((c) => {
            const expanded = open.has(c.id);
            const panel = `help-panel-${c.id}`;
            return (
              <div key={c.id}>
                <h3 className="usa-accordion__heading">
                  <button
                    type="button"
                    className="usa-accordion__button adv-help__category-button"
                    id={buttonId(c.id)}
                    aria-expanded={expanded}
                    aria-controls={panel}
                    title={c.tooltip}
                    onClick={() => toggle(c.id)}
                  >
                    <HelpIcon icon={c.icon} size={3} />
                    {c.label}
                  </button>
                </h3>
                <div id={panel} className="usa-accordion__content usa-prose" hidden={!expanded}>
                  <p className="adv-help__category-description">{c.description}</p>
                  {c.sections.map((s) => (
                    <section key={s.id} className="adv-help__section" aria-labelledby={`help-section-${s.id}`}>
                      <h4 id={`help-section-${s.id}`}>{s.heading}</h4>
                      <HelpSectionBody section={s} store={store} />
                    </section>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </section>
    </>
  );
}
