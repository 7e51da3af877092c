/** main/ebuy (docs/product/department-pages-and-ebuy.md old URL mappings: "eBuy login to /main/ebuy"): what eBuy is and the hand-off to it. */
import { z } from 'zod';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import type { StoreId } from './stores.js';

/** main/ebuy Ebuy. */
export interface EbuyAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  /** The eBuy address configured for the member's agency, when it is on the allow-list. */
  destination: { url: string; host: string; agency: string } | null;
  /** The in-app address that hands the member over (main/ebuy?handoff=true). */
  handOffUrl: string | null;
}

export const EBUY_INPUTS = {
  'main/ebuy': { query: z.object({ handoff: z.enum(['true', 'false']).optional().catch(undefined) }) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
