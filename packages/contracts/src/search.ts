/** Inputs and response attributes of the search area (spec §2, §7). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const SEARCH_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
