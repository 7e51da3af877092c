/**
 * The app's WebSocket to `{ws|wss}://{host}/rs/server` (docs/architecture.md): `{"op":"hello"}` → `{"op":"hello","wsID":...}`
 * (kept in sessionStorage wsID, sent by the HTTP client as X-WebSocket-ID), then `{"op":"cart","data":...}`
 * pushes. The reconnect state machine is lib/connection/machine.ts.
 */
import { API_BASE, CLIENT_STORAGE_KEYS, MESSAGES, WS_PATH } from '@advantage/contracts';
import { useSyncExternalStore } from 'react';
import { setCartData } from '../../lib/connection/cart-data';
import { setUnreadMessages } from '../../lib/connection/messages-data';
import { type ConnectionSnapshot, ServerConnection } from '../../lib/connection/machine';
import { reconnectSettings } from '../../lib/connection/settings';
import { writeStorage } from '../../lib/storage';
import { showTakeover } from '../takeover';

const IDLE: ConnectionSnapshot = { phase: 'idle', message: '', attempt: 0 };

let connection: ServerConnection | undefined;
let snapshot: ConnectionSnapshot = IDLE;
const listeners = new Set<() => void>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function handleServerMessage(message: unknown): void {
  if (!isRecord(message)) return;
  if (message.op === 'hello' && typeof message.wsID === 'string' && message.wsID) {
    writeStorage('session', CLIENT_STORAGE_KEYS.wsID, message.wsID);
  } else if (message.op === 'cart' && 'data' in message) {
    setCartData(message.data);
  } else if (message.op === 'messages') {
    setUnreadMessages(message.unread);
  }
}

export function serverSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/${API_BASE}/${WS_PATH}`;
}

/** docs/product/errors.md: 'Unable to connect with the server...' titled 'Please relaunch this application', fatal. */
export function showConnectionFatal(): void {
  void showTakeover({ title: MESSAGES.connection.fatal.title, text: MESSAGES.connection.fatal.text, fatal: true, homeLink: false });
}

export function startServerConnection(): void {
  if (connection || typeof WebSocket === 'undefined') return;
  const created = new ServerConnection({
    url: serverSocketUrl(),
    createSocket: (url) => new WebSocket(url),
    ...reconnectSettings(),
    reload: () => window.location.reload(),
    onFatal: showConnectionFatal,
    onMessage: handleServerMessage,
  });
  connection = created;
  created.subscribe((next) => {
    snapshot = next;
    for (const listener of listeners) listener();
  });
  // Leaving the page (for the identity provider, say) is no lost connection.
  window.addEventListener('pagehide', () => created.stop());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) created.start();
  });
  created.start();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => snapshot;

export function useConnectionStatus(): ConnectionSnapshot {
  return useSyncExternalStore(subscribe, current, current);
}
