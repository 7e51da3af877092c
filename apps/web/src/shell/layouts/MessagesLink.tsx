import { MESSAGE_CENTER_TEXT } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { setUnreadMessages, unreadMessages, useUnreadMessages } from '../../lib/connection/messages-data';
import { callServer } from '../../lib/http/client';
import { useCurrentUser } from '../auth/session-user';

export const MESSAGE_CENTER_ROUTE = '/ws/main/message_center';

/** The count view answers only the unread count; the header asks it once per page load. */
async function learnUnread(): Promise<void> {
  if (unreadMessages() !== undefined) return;
  const outcome = await callServer('main/message_center', { query: { view: 'count' }, background: true });
  if (outcome.kind === 'envelope') setUnreadMessages(outcome.envelope?.attributes.unread);
}

/** The header's message center link for a signed-in member: "Messages (N)" with N unread. */
export function MessagesLink() {
  const user = useCurrentUser();
  const unread = useUnreadMessages();
  useEffect(() => {
    if (user) void learnUnread();
  }, [user]);
  if (!user) return null;
  return (
    <li className="usa-nav__primary-item adv-messages-link">
      <Link className="usa-nav__link" to={MESSAGE_CENTER_ROUTE}>
        {unread ? `Messages (${unread})` : 'Messages'}
        {unread ? <span className="usa-sr-only">{`, ${MESSAGE_CENTER_TEXT.unreadLabel(unread)}`}</span> : null}
      </Link>
    </li>
  );
}
