/** Inputs, views and buyer-facing texts of the member's address book, saved purchase cards and profile (spec §2 profile, ggs/profile). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const ACCOUNT_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
