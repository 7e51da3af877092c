import type { AppDb } from '@advantage/db';

/** A database or an open transaction: mail and audit rows are written in the same transaction as the change that causes them. */
export type DbExecutor = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0];
