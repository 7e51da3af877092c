import { createHash } from 'node:crypto';
import type { StoreId } from '@advantage/contracts';

/**
 * Demo accounts of the embedded mode. The development identity provider creates their sign-in accounts
 * (password + TOTP) and the marketplace seeds a member for each, linked by the provider's subject (the id).
 * The TOTP secrets are demo data, printed at start so a person can add them to any authenticator app.
 */
export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  firstName: string;
  lastName: string;
  memberType: 'federal' | 'military' | 'state';
  storeId: StoreId;
  agency: string;
  role: string;
  /** Set on a numbered copy of a persona (`demoAccountCopy`): the persona's email and the copy's number. */
  copyOf?: { email: string; copy: number };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a01',
    email: 'buyer@gsa.gov',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPFEDERAL2BUYERQAA',
    firstName: 'Fran',
    lastName: 'Federal',
    memberType: 'federal',
    storeId: 0,
    agency: 'General Services Administration',
    role: 'federal buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a02',
    email: 'marine.buyer@usmc.mil',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPMILITARYBUYERQAA',
    firstName: 'Morgan',
    lastName: 'Marine',
    memberType: 'military',
    storeId: 9,
    agency: 'United States Marine Corps',
    role: 'military buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a03',
    email: 'purchasing@springfield.il.us',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPSTATELOCALBUYERQ',
    firstName: 'Sam',
    lastName: 'Statelocal',
    memberType: 'state',
    storeId: 10,
    agency: 'City of Springfield, Illinois',
    role: 'state and local buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a04',
    email: 'analyst@dhs.gov',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPHOMELANDBUYERQAA',
    firstName: 'Harper',
    lastName: 'Homeland',
    memberType: 'federal',
    storeId: 8,
    agency: 'Department of Homeland Security',
    role: 'homeland-security buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a05',
    email: 'field.office@usda.gov',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPAGRICULTUREBUYRQ',
    firstName: 'Avery',
    lastName: 'Agriculture',
    memberType: 'federal',
    storeId: 5,
    agency: 'U.S. Department of Agriculture',
    role: 'agriculture buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a06',
    email: 'aac.supervisor@army.mil',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPAPPROVERSUPERVSQ',
    firstName: 'Sydney',
    lastName: 'Supervisor',
    memberType: 'military',
    storeId: 3,
    agency: 'U.S. Army',
    role: 'AAC approver / supervisor',
  },
  {
    // Authorizes the Springfield buyer's orders above their limit (seed/demo-state.ts names them).
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a07',
    email: 'supervisor@springfield.il.us',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPSTATESUPERVISORQ',
    firstName: 'Casey',
    lastName: 'Cityhall',
    memberType: 'state',
    storeId: 10,
    agency: 'City of Springfield, Illinois',
    role: 'state and local supervisor',
  },
];

/**
 * Numbered copies of the demo personas, for test and training environments (`DEMO_ACCOUNT_COPIES`, README
 * "Configuration"; docs/adr/0030-members-of-their-own.md): copy n of a persona is an ordinary account like it —
 * same password, role, store and agency, the persona's addresses, AAC grants, roles and validations — under the
 * sub-address `local+n@domain`, with a last name that carries the number in Roman numerals (mail subjects and
 * approvers' lists name the buyer, so two copies must not read alike; a name on a card takes letters only) and a
 * TOTP secret derived from the persona's and the number (a trainer or a test computes it with `demoAccountCopy`).
 * Never seeded in production (config.ts refuses the setting).
 */
export const MAX_DEMO_ACCOUNT_COPIES = 1000;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** 1 → I, 4 → IV, 1000 → M: a number written in the letters a person's name may contain. */
function roman(n: number): string {
  const numerals: ReadonlyArray<[number, string]> = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'],
    [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ];
  let out = '';
  let rest = n;
  for (const [value, letters] of numerals) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** Copy `copy` (1, 2, ...) of a demo persona. */
export function demoAccountCopy(persona: DemoAccount, copy: number): DemoAccount {
  if (!Number.isInteger(copy) || copy < 1 || copy > MAX_DEMO_ACCOUNT_COPIES) throw new Error(`A demo account copy is numbered 1 to ${MAX_DEMO_ACCOUNT_COPIES}, not ${copy}`);
  if (persona.copyOf) throw new Error(`${persona.email} is already a copy`);
  const [local, domain] = persona.email.split('@') as [string, string];
  // The persona's id with the copy's number in its last group: a valid v4-shaped UUID no persona uses.
  const id = `${persona.id.slice(0, 24)}${copy.toString(16).padStart(8, '0')}${persona.id.slice(-4)}`;
  const secret = createHash('sha256').update(`${persona.totpSecret}:${copy}`).digest().subarray(0, 20);
  return {
    ...persona,
    id,
    email: `${local}+${copy}@${domain}`,
    lastName: `${persona.lastName} ${roman(copy)}`,
    totpSecret: base32(secret),
    copyOf: { email: persona.email, copy },
  };
}

/** The demo personas and `copies` numbered copies of each (copy 1 of every persona, then copy 2, ...). */
export function demoAccountsWithCopies(copies: number): DemoAccount[] {
  const all: DemoAccount[] = [...DEMO_ACCOUNTS];
  for (let copy = 1; copy <= copies; copy++) all.push(...DEMO_ACCOUNTS.map((persona) => demoAccountCopy(persona, copy)));
  return all;
}

/** The persona an account is (itself, or the one it copies). */
export function personaEmailOf(account: Pick<DemoAccount, 'email' | 'copyOf'>): string {
  return account.copyOf?.email ?? account.email;
}
