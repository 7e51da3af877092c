/**
 * Runs a transaction again when PostgreSQL reports a serialization failure or a deadlock (SQLSTATE
 * 40001, 40P01): the transaction was rolled back as a whole, so running it again is safe
 * (postgresql.org "Serialization Failure Handling"). Bounded, with a short random pause.
 */
import { sqlState } from '../../lib/sql-errors.js';

const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 4;

export async function withTransactionRetry<T>(run: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = sqlState(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
