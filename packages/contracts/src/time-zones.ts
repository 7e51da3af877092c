/**
 * The day a requisition is dated (record positions 36–39) is the requisitioner's day, not UTC's: a clerk in Guam
 * ordering at 20:00 local time dates it today there. The requisitioner's time zone is its AAC's: the zone of the
 * state or territory of the AAC's address. A state spanning zones takes the zone most of it keeps; APO/FPO/DPO
 * addresses take their region's principal zone (AA the Americas: Eastern; AE Europe: Central European; AP Pacific:
 * Japan and Korea). Anything unknown is dated in UTC, as before.
 */
const ZONES: Record<string, string> = {
  ...Object.fromEntries(['CT', 'DC', 'DE', 'FL', 'GA', 'IN', 'KY', 'MA', 'MD', 'ME', 'MI', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV', 'AA']
    .map((s) => [s, 'America/New_York'])),
  ...Object.fromEntries(['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'].map((s) => [s, 'America/Chicago'])),
  ...Object.fromEntries(['CO', 'ID', 'MT', 'NM', 'UT', 'WY'].map((s) => [s, 'America/Denver'])),
  AZ: 'America/Phoenix',
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((s) => [s, 'America/Los_Angeles'])),
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
  UM: 'Pacific/Wake',
  FM: 'Pacific/Pohnpei',
  MH: 'Pacific/Majuro',
  PW: 'Pacific/Palau',
  AE: 'Europe/Berlin',
  AP: 'Asia/Tokyo',
};

/** The IANA time zone of a two-letter state, territory or APO/FPO code; UTC when it is not one. */
export function stateTimeZone(state: string | null | undefined): string {
  return ZONES[(state ?? '').trim().toUpperCase()] ?? 'UTC';
}
