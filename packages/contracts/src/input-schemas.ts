import type { z } from 'zod';

/**
 * The schemas of one method's query and body. A file of its own because every area's *_INPUTS table
 * needs the type and inputs.ts imports those tables (docs/adr/0013-layers.md: no import cycles).
 */
export interface InputSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
}
