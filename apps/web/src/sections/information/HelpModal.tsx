/** information/help_modal: one help topic in a dialog, with the popular topics and the ways to more help. */
import { Link } from 'react-router';
import type { ScreenProps } from '../../kit/screens/types';
import { isObject, readHelpPath, readTopics, text } from './attributes';
import { HelpSectionBody } from './HelpSectionBody';
import { helpPageHref } from './links';

export function HelpModal({ envelope, store }: ScreenProps) {
  const { attributes } = envelope;
  const raw = isObject(attributes.topic) ? attributes.topic : undefined;
  const params = raw && isObject(raw.queryParams) ? raw.queryParams : {};
  const topic = raw && text(raw.id)
    ? {
        id: text(raw.id),
        heading: text(raw.heading),
        content: text(raw.content),
        keywords: [],
        queryParams: { key: text(params.key) },
        categoryLabel: text(raw.categoryLabel),
      }
    : undefined;
  const popular = readTopics(attributes.popular).filter((p) => p.id !== topic?.id);
  const helpPath = readHelpPath(attributes);
  return (
    <div className="adv-help-modal">
      {topic
        ? (
            <section aria-labelledby="help-modal-topic">
              <p className="adv-help-modal__category">{topic.categoryLabel}</p>
              <h2 id="help-modal-topic">{topic.heading}</h2>
              <HelpSectionBody section={topic} store={store} />
            </section>
          )
        : attributes.notFound === true
          ? <p className="usa-alert__text adv-help-modal__missing">We could not find that help topic. Choose one of the popular topics below.</p>
          : null}
      {popular.length
        ? (
            <nav aria-labelledby="help-modal-popular">
              <h2 id="help-modal-popular" className="adv-help-modal__popular-heading">
                Popular topics
              </h2>
              <ul className="usa-list usa-list--unstyled adv-help-modal__popular">
                {popular.map((p) => (
                  <li key={p.id}>
                    <Link to={helpPageHref(p.key, store)}>{p.heading}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )
        : null}
      <ul className="usa-button-group adv-help-modal__actions">
        <li className="usa-button-group__item">
          <Link className="usa-button" to={`/ws/${helpPath}`}>
            All help topics
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
