/** Inputs, views and buyer-facing texts of quick order (spec §2 ordering). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const ORDERING_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
