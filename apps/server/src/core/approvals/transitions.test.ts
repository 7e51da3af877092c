import { AAC_REQUEST_STATES, FUNDS_STATES, STATE_AUTH_STATES } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { describe, expect, it } from 'vitest';
import { AAC_REQUESTS, AAC_TRANSITIONS } from '../../modules/aacassignment/decide.js';
import { FUNDS_TRANSITIONS } from '../../modules/cart/funds-decide.js';
import { STATE_TRANSITIONS } from '../../modules/state/authorization-decide.js';
import { canMove, move, type Transitions } from './transitions.js';

const tables: Array<[string, Transitions<string>, readonly string[], string]> = [
  ['AAC password requests', AAC_TRANSITIONS, AAC_REQUEST_STATES, 'Initial'],
  ['funds control', FUNDS_TRANSITIONS, FUNDS_STATES, 'Pending'],
  ['state and local authorizations', STATE_TRANSITIONS, STATE_AUTH_STATES, 'Pending'],
];

describe('the approval kinds’ tables of moves', () => {
  it.each(tables)('%s: every status of the contract has its row, and only the open one is decided', (_kind, table, states, open) => {
    expect(Object.keys(table).sort()).toEqual([...states].sort());
    for (const from of states) {
      // A request is decided once: from a decision only the placed order follows (approved → ordered).
      const decides = table[from]!.some((to) => to !== from && to !== 'Ordered');
      expect(decides, from).toBe(from === open);
    }
  });

  it('knows the moves each kind makes', () => {
    expect(canMove(AAC_TRANSITIONS, 'Initial', 'Approved')).toBe(true);
    expect(canMove(AAC_TRANSITIONS, 'Rejected', 'Approved')).toBe(false);
    expect(canMove(FUNDS_TRANSITIONS, 'Pending', 'Pending')).toBe(true);
    expect(canMove(FUNDS_TRANSITIONS, 'Pending', 'Ordered')).toBe(false);
    expect(canMove(FUNDS_TRANSITIONS, 'Authorized', 'Ordered')).toBe(true);
    expect(canMove(STATE_TRANSITIONS, 'Approved', 'Ordered')).toBe(true);
    expect(canMove(STATE_TRANSITIONS, 'Declined', 'Withdrawn')).toBe(false);
  });

  it('refuses a move outside the table before any SQL runs', async () => {
    const used = () => {
      throw new Error('the database was used');
    };
    const untouched = new Proxy({}, { get: used }) as AppDb;
    await expect(move(untouched, AAC_REQUESTS, { id: 1, from: 'Approved', to: 'Rejected' })).rejects.toThrow('does not move from Approved to Rejected');
  });
});
