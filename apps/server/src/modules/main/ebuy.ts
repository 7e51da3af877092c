/**
 * main/ebuy (docs/product/department-pages-and-ebuy.md: "eBuy login to /main/ebuy"): for a signed-in member, what eBuy is and the hand-off to the
 * eBuy address configured for their agency (ebuy_destinations, by the member's store; store 0 for the rest).
 * A configured address off the eBuy allow-list is never offered nor followed; nothing in the request names it.
 */
import { type EbuyAttributes, isEbuyAddress, type StoreId } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { audit } from '../../lib/audit.js';
import { cached } from '../../lib/cache.js';
import { redirect, screen } from '../../lib/envelope.js';
import type { Context } from '../../lib/handler.js';

const PATH = 'main/ebuy';
export const EBUY_HANDOFF_URL = '/ws/main/ebuy?handoff=true';

type Destination = NonNullable<EbuyAttributes['destination']>;

function destinationOf(row: { url: string; agency: string } | undefined): Destination | null {
  if (!row || !isEbuyAddress(row.url)) return null;
  return { url: row.url, host: new URL(row.url).host, agency: row.agency };
}

export function ebuyVerb(db: AppDb) {
  const destinations = cached(60_000, async () => new Map((await db.select().from(schema.ebuyDestinations)).map((r) => [r.storeId, r])));
  /** `handoff`: the member asked to be handed over (main/ebuy?handoff=true). */
  return async (ctx: Context, handoff: boolean) => {
    const member = ctx.signedIn();
    const all = await destinations();
    const destination = destinationOf(all.get(member.storeId) ?? all.get(0));
    if (handoff && destination) {
      await audit(db, ctx.request, { action: 'ebuy_handoff', outcome: 'success', target: destination.host });
      return redirect(PATH, destination.url);
    }
    const storeID: StoreId = ctx.store;
    return screen(PATH, 'Ebuy', { storeID, destination, handOffUrl: destination ? EBUY_HANDOFF_URL : null } satisfies EbuyAttributes);
  };
}
