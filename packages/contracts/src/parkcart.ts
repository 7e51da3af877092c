/** Inputs, views and buyer-facing texts of parked carts (spec §2 parkcart). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const PARKCART_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
