/** Inputs and response attributes of the catalog area (spec §2, §7). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const CATALOG_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
