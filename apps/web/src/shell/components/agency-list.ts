/**
 * The agency list (docs/architecture.md "GET /profile/agency_list: Cached"): fetched once per page load through the app's
 * HTTP client and shared by every screen that picks a government entity. A failed load is not kept.
 */
import type { AgencyEntry } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';

let pending: Promise<AgencyEntry[]> | undefined;

async function load(): Promise<AgencyEntry[]> {
  const outcome = await callServer('profile/agency_list');
  const agencies = outcome.kind === 'envelope' ? outcome.envelope?.attributes.agencies : undefined;
  if (!Array.isArray(agencies)) throw new Error('profile/agency_list did not answer');
  return agencies as AgencyEntry[];
}

export function agencyList(): Promise<AgencyEntry[]> {
  if (!pending) {
    pending = load();
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
