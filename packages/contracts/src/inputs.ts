/** Input schemas per server path: the server validates every request with these before a verb runs. */
import { z } from 'zod';
import type { ServerPath } from './methods.js';

export interface InputSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
}

const storeParam = z.string().trim().max(32, { error: 'The store parameter is too long.' }).optional();

export const INPUT_SCHEMAS: Partial<Record<ServerPath, InputSchemas>> = {
  'main/start_page': { query: z.object({ store: storeParam }) },
  'main/home': { query: z.object({ store: storeParam }) },
  'main/struts_ng_url_map': { query: z.object({}) },
};
