import type { Account, Accounts } from './accounts.js';
import type { Lockout } from './lockout.js';
import type { UnlockLinks } from './unlock-links.js';

export type CodeOutcome = 'ok' | 'invalid' | 'locked';

/**
 * The password and code steps behind the lockout. Refused attempts (delay running, address or account
 * locked) get the same answer as a wrong password, are not checked and are not counted; a lock being set
 * emails the owner an unlock link.
 */
export class SignIn {
  readonly #accounts: Accounts;
  readonly #lockout: Lockout;
  readonly #unlockLinks: UnlockLinks;

  constructor(accounts: Accounts, lockout: Lockout, unlockLinks: UnlockLinks) {
    this.#accounts = accounts;
    this.#lockout = lockout;
    this.#unlockLinks = unlockLinks;
  }

  /** The account when the password is right and attempts from this address are allowed now. */
  async password(email: string, password: string, clientAddress: string): Promise<Account | undefined> {
    const account = await this.#accounts.findByEmail(email);
    const allowed = account !== undefined && (await this.#lockout.gate(account.id, clientAddress)) === 'open';
    if (!allowed) {
      await this.#accounts.passwordMatches(undefined, password);
      return undefined;
    }
    if (await this.#accounts.passwordMatches(account, password)) return account;
    await this.#failed(account, clientAddress);
    return undefined;
  }

  /** The code step, after a right password: success starts this address's count again. */
  async code(account: Account, code: string, clientAddress: string): Promise<CodeOutcome> {
    const gate = await this.#lockout.gate(account.id, clientAddress);
    if (gate === 'locked') return 'locked';
    if (gate === 'wait') return 'invalid';
    if (await this.#accounts.acceptTotp(account.id, code)) {
      await this.#lockout.clearSource(account.id, clientAddress);
      return 'ok';
    }
    return (await this.#failed(account, clientAddress)) ? 'locked' : 'invalid';
  }

  /** Lifts every lock of the account the link was sent for; false when the link is not (or no longer) valid. */
  async unlock(token: string): Promise<boolean> {
    const accountId = await this.#unlockLinks.consume(token);
    if (!accountId) return false;
    await this.#lockout.clearAccount(accountId);
    return true;
  }

  async #failed(account: Account, clientAddress: string): Promise<boolean> {
    const locked = await this.#lockout.recordFailure(account.id, clientAddress);
    if (locked) await this.#unlockLinks.send(account);
    return locked;
  }
}
