/** Input schemas of the restricted-store paths (dhs/*, vs/*; docs/adr/0016). */
import { z } from 'zod';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { schemas } from './validation.js';

const none = z.object({});

export const RESTRICTED_STORE_INPUTS = {
  // Without an address the form (Initial); with one, a link is sent to it when it is a department address.
  'dhs/email_validation': { body: z.object({ emailAddress: schemas.governmentEmail.pipe(z.string().max(254, { error: 'The email address is too long.' })).optional() }) },
  'dhs/validate_email': {
    query: z.object({
      token: z
        .string({ error: 'The validation link has no token. Open the whole link from the email.' })
        .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The validation link is not complete. Open the whole link from the email.' }),
    }),
  },
  'vs/restricted': { query: none },
  'vs/access_denied': { query: none },
  'vs/acknowledge': { body: z.object({ acknowledged: z.literal(true, { error: 'Acknowledge that you use this store for official business only.' }) }) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
