/** The WebSocket wiring: wsID, cart data, the status region and the fatal screen. */
import { MESSAGES } from '@advantage/contracts';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartData, subscribeCartData } from '../../lib/connection/cart-data';
import { callServer } from '../../lib/http/client';
import { routes } from '../../app/router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../takeover';
import { fakeServer, json, startPage } from '../../app/test-support';
import { handleServerMessage, serverSocketUrl, showConnectionFatal, startServerConnection } from './connection';

class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {}
}

function renderApp() {
  fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')) });
  const router = createMemoryRouter(routes, { initialEntries: ['/ws/main/start_page?store=ADVANTAGE'] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetStoreState();
  resetTakeover();
});

describe('server messages', () => {
  it('keeps the hello\'s wsID, which the HTTP client then sends as X-WebSocket-ID', async () => {
    handleServerMessage({ op: 'hello', wsID: 'ws-42' });
    expect(sessionStorage.getItem('wsID')).toBe('ws-42');
    const fetchMock = fakeServer({ '/rs/main/home': () => json({}) });
    await callServer('main/home');
    expect((fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)['X-WebSocket-ID']).toBe('ws-42');
  });

  it('broadcasts the latest cart data', () => {
    const heard = vi.fn();
    const stop = subscribeCartData(heard);
    handleServerMessage({ op: 'cart', data: { items: 3 } });
    handleServerMessage({ op: 'other' });
    handleServerMessage('junk');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ items: 3 });
    expect(cartData()).toEqual({ items: 3 });
  });

  it('connects to {ws|wss}://{host}/rs/server', () => {
    expect(serverSocketUrl({ protocol: 'https:', host: 'www.gsaadvantage.gov' })).toBe('wss://www.gsaadvantage.gov/rs/server');
    expect(serverSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/rs/server');
  });
});

describe('connection status and fatal screen', () => {
  it('shows the loss in a polite status region', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    startServerConnection();
    const socket = FakeWebSocket.all[0];
    if (!socket) throw new Error('no socket');
    act(() => socket.onopen?.(new Event('open')));
    expect(socket.sent).toEqual(['{"op":"hello"}']);
    act(() => socket.onmessage?.(new MessageEvent('message', { data: '{"op":"hello","wsID":"ws-7"}' })));
    expect(sessionStorage.getItem('wsID')).toBe('ws-7');
    const region = document.querySelector<HTMLElement>('.adv-connection');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    act(() => socket.onclose?.(new Event('close')));
    // The message as the buyer sees it, in its polite status region. On a busy machine the page around it may be
    // rendered again meanwhile, leaving for a moment an earlier copy of the layout (and its empty region) hidden.
    const message = await screen.findByText(MESSAGES.connection.lost);
    const now = message.closest<HTMLElement>('.adv-connection');
    expect(now?.getAttribute('role')).toBe('status');
    expect(now?.getAttribute('aria-live')).toBe('polite');
    expect(message.closest('.usa-alert')).not.toBeNull();
  });

  it('gives up with \'Please relaunch this application\': simple header, no home link', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    await act(async () => showConnectionFatal());
    await screen.findByRole('heading', { level: 1, name: 'Please relaunch this application' });
    expect(screen.getByRole('alert').textContent).toBe('Unable to connect with the server...');
    expect(screen.queryByRole('navigation', { name: 'Primary navigation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Home Page' })).toBeNull();
    expect(document.querySelector('.adv-header--simple')).not.toBeNull();
  });
});
