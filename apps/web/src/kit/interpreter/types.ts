import type { CartSummary, Envelope, MemberAccess, StoreId, StoreName } from '@advantage/contracts';
import type { CallResult } from '../../lib/http/types';
import type { ScreenEntry } from '../screens/types';

export type QueryParams = Record<string, string | string[]>;

export interface InterpretInput {
  /** The server path without `/ws/` or `/rs/`, e.g. `cart/shopping_cart`. */
  path: string;
  query: QueryParams;
  payload?: unknown;
  outcome: CallResult;
}

export interface InterpretContext {
  /** The store the app currently shows; a response's own `storeID` takes precedence. */
  store: StoreName;
  lookup: (store: StoreName, path: string, responseName: string) => ScreenEntry | undefined;
  /** Origins an absolute redirect may leave for, the app's own origin included. */
  allowedOrigins: readonly string[];
  /** The app's own origin: an absolute URL there stays in the app. */
  origin: string;
  /** The signed-in user's name; undefined when anonymous. */
  userName?: string;
  /** Where an AUTHENTICATED answer returns to; `/ws/main/home` when undefined. */
  savedRoute?: string;
  now: () => Date;
  newId: () => string;
}

/** The member an AUTHENTICATED answer signed in (attributes.user). */
export interface AuthenticatedUser {
  name: string;
  email: string;
  /** What the member may approve, for the account menu (contracts/member-roles.ts). */
  access?: MemberAccess;
}

/** docs/product/README.md "Error detail record", plus the HTTP facts of docs/product/errors.md "Other HTTP errors". */
export interface ErrorDetailRecord {
  name: string;
  message: string;
  exceptionID: string;
  date: string;
  user: { name: string; store: string; ipAddress: string };
  server: { errorID?: string; serverTime?: string };
  webService: { path: string; queryParams: unknown; payload: unknown; responseName?: string };
  http?: { status: number; statusText: string; message: string; path: string; payload: unknown };
}

export type Interpretation
  = | { kind: 'screen'; entry: ScreenEntry; envelope: Envelope; store: StoreName }
    | { kind: 'redirect'; to: string; replace: true; external: boolean }
    | {
      kind: 'authenticated';
      storeID: StoreId;
      to: string;
      /** attributes.user of the AUTHENTICATED answer, when it names the member. */
      user?: AuthenticatedUser;
      /** attributes.sessionTimeout in seconds, when the server sent one. */
      sessionTimeout?: number;
      /** attributes.cart: the member's cart after sign-in (a visitor's cart merged into it), for the header count. */
      cart?: CartSummary;
    }
    | {
      kind: 'error';
      title: string;
      text: string;
      detail: ErrorDetailRecord;
      /** FATAL_ERROR: simple header and no home link (docs/product/errors.md). */
      fatal: boolean;
      homeLink: boolean;
      msgType?: string;
    }
  /** Nothing new to show: a 401 (login or the session-expired prompt is signalled) or a PDF opened in a new window. */
    | { kind: 'none'; reason: 'login-required' | 'session-expired' | 'pdf-opened' };

export type ErrorInterpretation = Extract<Interpretation, { kind: 'error' }>;
