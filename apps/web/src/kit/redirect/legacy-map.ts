/** The legacy old-to-new URL map (docs/architecture.md GET /advantage/rs/main/struts_ng_url_map), fetched once. */
import { LEGACY_URL_MAP_PATH, type LegacyUrlMapping } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';

let cached: Promise<readonly LegacyUrlMapping[] | undefined> | undefined;

function isMapping(value: unknown): value is LegacyUrlMapping {
  if (typeof value !== 'object' || value === null) return false;
  const { oldPath, newPath, query } = value as Record<string, unknown>;
  return typeof oldPath === 'string' && typeof newPath === 'string' && (query === undefined || typeof query === 'string');
}

async function fetchMap(): Promise<readonly LegacyUrlMapping[] | undefined> {
  const result = await callServer('main/struts_ng_url_map', { url: LEGACY_URL_MAP_PATH, anonymous: true });
  if (result.kind !== 'envelope' || !result.envelope) return undefined;
  const urlMap = result.envelope.attributes.urlMap;
  return Array.isArray(urlMap) ? urlMap.filter(isMapping) : undefined;
}

/** A failed load is not cached, so the next legacy address tries again. */
export function loadLegacyMap(): Promise<readonly LegacyUrlMapping[] | undefined> {
  if (!cached) {
    cached = fetchMap().then((map) => {
      if (!map) cached = undefined;
      return map;
    });
  }
  return cached;
}

export function resetLegacyMapCache(): void {
  cached = undefined;
}
