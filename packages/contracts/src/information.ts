/** Inputs and response attributes of the information area (spec §2, §7). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const INFORMATION_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
