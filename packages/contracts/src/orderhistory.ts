/** Inputs, views and buyer-facing texts of order history (spec §2 orderhistory). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const ORDERHISTORY_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
