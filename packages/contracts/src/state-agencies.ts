/**
 * The government entities state and local buyers choose from (profile/agency_list): every state and territory
 * government and a list of counties and cities. Registration and eligibility pick from it instead of free text,
 * so an order names the entity the same way every time. Ids are stable: `<state>-<kind>-<slug>`.
 */

export const JURISDICTIONS = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', AS: 'American Samoa',
  GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
} as const;
export type Jurisdiction = keyof typeof JURISDICTIONS;

export const ENTITY_TYPES = {
  state: 'State or territory government',
  county: 'County or parish',
  city: 'City, town or village',
  district: 'Special district or authority',
  tribal: 'Tribal government',
} as const;
export type EntityType = keyof typeof ENTITY_TYPES;

export interface AgencyEntry {
  id: string;
  name: string;
  state: Jurisdiction;
  entityType: EntityType;
}

/** [state, kind, name] of the local entities on the list. */
const LOCAL: ReadonlyArray<readonly [Jurisdiction, EntityType, string]> = [
  ['AZ', 'county', 'Maricopa County'], ['AZ', 'city', 'City of Phoenix'], ['CA', 'county', 'Los Angeles County'],
  ['CA', 'county', 'Sacramento County'], ['CA', 'city', 'City of San Diego'], ['CA', 'city', 'City of Fresno'],
  ['CO', 'city', 'City and County of Denver'], ['FL', 'county', 'Miami-Dade County'], ['FL', 'county', 'Lee County'],
  ['FL', 'city', 'City of Tampa'], ['GA', 'county', 'Fulton County'], ['GA', 'city', 'City of Atlanta'],
  ['IL', 'county', 'Cook County'], ['IL', 'city', 'City of Springfield'], ['IL', 'city', 'City of Chicago'],
  ['LA', 'county', 'Jefferson Parish'], ['LA', 'city', 'City of New Orleans'], ['MD', 'county', 'Montgomery County'],
  ['MD', 'city', 'Baltimore City'], ['MA', 'city', 'City of Boston'], ['MI', 'county', 'Wayne County'],
  ['MN', 'county', 'Hennepin County'], ['MO', 'city', 'City of Kansas City'], ['NV', 'county', 'Clark County'],
  ['NJ', 'county', 'Bergen County'], ['NM', 'city', 'City of Albuquerque'], ['NY', 'county', 'Suffolk County'],
  ['NY', 'city', 'City of New York'], ['NC', 'county', 'Wake County'], ['NC', 'city', 'City of Charlotte'],
  ['OH', 'county', 'Franklin County'], ['OH', 'city', 'City of Columbus'], ['OK', 'county', 'Tulsa County'],
  ['OR', 'county', 'Multnomah County'], ['PA', 'county', 'Allegheny County'], ['PA', 'city', 'City of Philadelphia'],
  ['PR', 'city', 'Municipio de San Juan'], ['SC', 'county', 'Charleston County'], ['TN', 'county', 'Shelby County'],
  ['TX', 'county', 'Harris County'], ['TX', 'county', 'Travis County'], ['TX', 'city', 'City of Houston'],
  ['TX', 'city', 'City of El Paso'], ['TX', 'district', 'Harris County Flood Control District'], ['UT', 'county', 'Salt Lake County'],
  ['VA', 'county', 'Fairfax County'], ['VA', 'city', 'City of Richmond'], ['VA', 'city', 'City of Norfolk'],
  ['WA', 'county', 'King County'], ['WA', 'district', 'Port of Seattle'], ['WI', 'county', 'Milwaukee County'],
  ['AZ', 'tribal', 'Navajo Nation'], ['OK', 'tribal', 'Cherokee Nation'], ['SD', 'tribal', 'Oglala Sioux Tribe'],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const STATE_AGENCIES: readonly AgencyEntry[] = [
  ...(Object.entries(JURISDICTIONS) as [Jurisdiction, string][]).map(([state, name]) => ({
    id: `${state.toLowerCase()}-state`,
    name: state === 'DC' ? 'Government of the District of Columbia' : state === 'PR' ? 'Commonwealth of Puerto Rico' : `State of ${name}`,
    state,
    entityType: 'state' as const,
  })),
  ...LOCAL.map(([state, entityType, name]) => ({ id: `${state.toLowerCase()}-${entityType}-${slug(name)}`, name, state, entityType })),
].sort((a, b) => a.state.localeCompare(b.state) || Number(b.entityType === 'state') - Number(a.entityType === 'state') || a.name.localeCompare(b.name));

const BY_ID = new Map(STATE_AGENCIES.map((a) => [a.id, a]));

export function agencyById(id: string): AgencyEntry | undefined {
  return BY_ID.get(id);
}

export function isJurisdiction(value: string): value is Jurisdiction {
  return Object.hasOwn(JURISDICTIONS, value);
}
