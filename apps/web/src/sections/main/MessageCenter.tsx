/**
 * main/message_center (MessageCenter), a dialog (docs/product/message-center.md "message center modal"): the member's messages, newest
 * first, each with what it is about and a link to it; unread ones can be marked read one by one or all at once.
 */
import { MESSAGE_CENTER_TEXT, MESSAGE_KIND_LABELS, type MessageCenterAttributes } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setUnreadMessages } from '../../lib/connection/messages-data';
import { callServer } from '../../lib/http/client';
import { envelopeKey } from '../../shell/components/envelope-key';
import { submitForm } from '../../shell/components/form/submit';
import { moment } from '../common/format';
import type { PropsOf } from '../../kit/screens/types';

export function MessageCenter({ envelope }: PropsOf<'main/message_center', 'MessageCenter'>) {
  return <MessageCenterBody key={envelopeKey(envelope)} initial={envelope.attributes} />;
}

function MessageCenterBody({ initial }: { initial: MessageCenterAttributes }) {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setUnreadMessages(state.unread), [state.unread]);

  async function markRead(payload: { messageId: string } | { all: true }, done: string) {
    setBusy(true);
    try {
      const outcome = await submitForm('main/message_center_read', payload, navigate);
      if (outcome.kind !== 'screen') return;
      setState(outcome.envelope.attributes);
      setStatus(done);
    } finally {
      setBusy(false);
    }
  }

  /**
   * Opening a message marks it read. The link's navigation goes on at once; the read is sent beside it (a
   * background call: a 401 here opens no second login over the page being opened) and the header's count
   * follows its answer.
   */
  function markOpened(messageId: string) {
    void callServer('main/message_center_read', { payload: { messageId }, background: true }).then((outcome) => {
      const answer = outcome.kind === 'envelope' ? outcome.envelope : undefined;
      if (answer?.responseType === 'SCREEN' && answer.responseName === 'MessageCenter') setUnreadMessages(answer.attributes.unread);
    });
  }

  return (
    <div className="adv-messages">
      <div className="adv-messages__summary">
        <p>{state.unread ? MESSAGE_CENTER_TEXT.unreadLabel(state.unread) : 'No unread messages.'}</p>
        {state.unread
          ? (
              <button type="button" className="usa-button usa-button--outline" disabled={busy} onClick={() => void markRead({ all: true }, 'All messages are marked read.')}>
                {MESSAGE_CENTER_TEXT.markAllRead}
              </button>
            )
          : null}
      </div>
      <p className="usa-sr-only" role="status">
        {status}
      </p>
      {state.messages.length === 0
        ? <p>{MESSAGE_CENTER_TEXT.empty}</p>
        : (
            <ul className="usa-list usa-list--unstyled adv-messages__list">
              {state.messages.map((m) => (
                <li key={m.id} className={`adv-message${m.read ? '' : ' adv-message--unread'}`}>
                  <h2 className="adv-message__title" id={`message-${m.id}`}>
                    {/* The space keeps "New" a word of its own in what a screen reader reads ("New Order ..."). */}
                    {m.read
                      ? null
                      : (
                          <>
                            <span className="usa-tag adv-message__new">New</span>
                            {' '}
                          </>
                        )}
                    {m.title}
                  </h2>
                  <p className="adv-message__meta">
                    {MESSAGE_KIND_LABELS[m.kind] ?? m.kind}
                    {' · '}
                    <time dateTime={m.createdAt}>{moment(m.createdAt)}</time>
                  </p>
                  <p className="adv-message__body">{m.body}</p>
                  <div className="adv-message__actions">
                    {m.link?.startsWith('/ws/')
                      ? (
                          // Each message's link is named by its subject, starting with the word shown (WCAG 2.5.3); opening marks it read.
                          <Link to={m.link} aria-label={`Open: ${m.title}`} onClick={() => (m.read ? undefined : markOpened(m.id))}>
                            Open
                          </Link>
                        )
                      : null}
                    {m.read
                      ? null
                      : (
                          <button
                            type="button"
                            className="usa-button usa-button--unstyled"
                            aria-describedby={`message-${m.id}`}
                            disabled={busy}
                            onClick={() => void markRead({ messageId: m.id }, 'The message is marked read.')}
                          >
                            {MESSAGE_CENTER_TEXT.markRead}
                          </button>
                        )}
                  </div>
                </li>
              ))}
            </ul>
          )}
      {state.total > state.messages.length ? <p>{`The newest ${state.messages.length} of ${state.total} messages are shown.`}</p> : null}
    </div>
  );
}
