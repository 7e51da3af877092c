import { MESSAGE_CENTER_TEXT } from '@advantage/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleServerMessage } from '../../shell/connection/connection';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json, renderAt, startPage } from '../../app/test-support';

const MESSAGES = [
  { id: '00000000-0000-4000-8000-000000000002', kind: 'order_status', title: 'Order 47QSEA26K0001 is now Shipped', body: 'Fixture Office Depot, order group G-1.', link: '/ws/orderhistory/order_details?orderNumber=47QSEA26K0001', createdAt: '2026-11-27T09:00:00Z', read: false },
  { id: '00000000-0000-4000-8000-000000000001', kind: 'order_placed', title: 'Order group G-1 was submitted', body: 'Orders 47QSEA26K0001, total $50.00.', link: '/ws/orderhistory/order_summary?group=G-1', createdAt: '2026-11-26T09:00:00Z', read: true },
];

function center(messages = MESSAGES, unread = 1) {
  return { responseType: 'SCREEN', responseName: 'MessageCenter', pathInfo: 'main/message_center', attributes: { storeID: 0, messages, unread, total: messages.length } };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
});

describe('message center', () => {
  it('lists the messages newest first with their kind, time and link; unread ones say New', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')), '/rs/main/message_center': () => json(center()) });
    renderAt('/ws/main/message_center');
    const dialog = await screen.findByRole('dialog', { name: MESSAGE_CENTER_TEXT.title });
    const items = within(dialog).getAllByRole('listitem');
    // "New" is a word of its own, not run into the title.
    expect(items.map((i) => within(i).getByRole('heading', { level: 2 }).textContent)).toEqual(['New Order 47QSEA26K0001 is now Shipped', 'Order group G-1 was submitted']);
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'New Order 47QSEA26K0001 is now Shipped' })).toBeDefined();
    expect(items[0]!.querySelector('.adv-message__meta')?.textContent).toMatch(/^Order status · Nov \d+, 2026/);
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T09:00:00Z');
    // Each message's link has a name of its own.
    expect(within(items[0]!).getByRole('link', { name: 'Open: Order 47QSEA26K0001 is now Shipped' }).getAttribute('href')).toBe('/ws/orderhistory/order_details?orderNumber=47QSEA26K0001');
    expect(within(items[1]!).getByRole('link', { name: 'Open: Order group G-1 was submitted' }).getAttribute('href')).toBe('/ws/orderhistory/order_summary?group=G-1');
    expect(within(items[1]!).queryByRole('button', { name: MESSAGE_CENTER_TEXT.markRead })).toBeNull();
    expect(within(dialog).getByText('1 unread message')).toBeDefined();
  });

  it('marks a message read in place and says so', async () => {
    const read = MESSAGES.map((m) => ({ ...m, read: true }));
    const fetchMock = fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/main/message_center': () => json(center()),
      '/rs/main/message_center_read': () => json({ ...center(read, 0), pathInfo: 'main/message_center_read' }),
    });
    renderAt('/ws/main/message_center');
    const dialog = await screen.findByRole('dialog', { name: MESSAGE_CENTER_TEXT.title });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_CENTER_TEXT.markRead }));
    await waitFor(() => expect(within(dialog).getByText('No unread messages.')).toBeDefined());
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/rs/main/message_center_read');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({ messageId: MESSAGES[0]!.id });
    expect(within(dialog).getByRole('status').textContent).toBe('The message is marked read.');
    expect(within(dialog).queryByRole('button', { name: MESSAGE_CENTER_TEXT.markAllRead })).toBeNull();
  });

  it('opening an unread message marks it read and the header counts one fewer; opening a read one sends nothing', async () => {
    const { unreadMessages } = await import('../../lib/connection/messages-data');
    const read = MESSAGES.map((m) => ({ ...m, read: true }));
    const fetchMock = fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/main/message_center': () => json(center()),
      '/rs/main/message_center_read': () => json({ ...center(read, 0), pathInfo: 'main/message_center_read' }),
    });
    const router = renderAt('/ws/main/message_center');
    const dialog = await screen.findByRole('dialog', { name: MESSAGE_CENTER_TEXT.title });
    await waitFor(() => expect(unreadMessages()).toBe(1));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Open: Order 47QSEA26K0001 is now Shipped' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/orderhistory/order_details'));
    // The dialog stays on screen until the opened page has rendered (the router's transition keeps the old page while the
    // new one loads); looking for the dialog again before then would find this one just as it goes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/rs/main/message_center_read');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String((posts()[0]![1] as RequestInit).body))).toEqual({ messageId: MESSAGES[0]!.id });
    await waitFor(() => expect(unreadMessages()).toBe(0));

    // A message already read opens without a second call.
    void router.navigate('/ws/main/message_center');
    const again = await screen.findByRole('dialog', { name: MESSAGE_CENTER_TEXT.title });
    fireEvent.click(within(again).getByRole('link', { name: 'Open: Order group G-1 was submitted' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/orderhistory/order_summary'));
    expect(posts()).toHaveLength(1);
  });

  it('a member without messages is told what will appear here', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')), '/rs/main/message_center': () => json(center([], 0)) });
    renderAt('/ws/main/message_center');
    expect(await screen.findByText(MESSAGE_CENTER_TEXT.empty)).toBeDefined();
  });

  it('a push from the server changes the unread count the header shows', async () => {
    const { unreadMessages } = await import('../../lib/connection/messages-data');
    handleServerMessage({ op: 'messages', unread: 3 });
    expect(unreadMessages()).toBe(3);
    handleServerMessage({ op: 'messages', unread: -1 });
    expect(unreadMessages()).toBe(3);
  });
});
