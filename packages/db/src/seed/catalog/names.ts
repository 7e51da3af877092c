/** Word lists for plausible, fictional company names and addresses (no real company is named). */

export const NAME_STEMS = [
  'Apex', 'Summit', 'Liberty', 'Patriot', 'Keystone', 'Pioneer', 'Frontier', 'Heritage', 'Eagle', 'Allegiance',
  'Capitol', 'Granite', 'Harbor', 'Ironwood', 'Juniper', 'Lakeshore', 'Meridian', 'Northstar', 'Oakridge', 'Pinnacle',
  'Quantum', 'Redwood', 'Sterling', 'Trident', 'Unity', 'Vanguard', 'Westfield', 'Zenith', 'Atlas', 'Beacon',
  'Cardinal', 'Delta', 'Evergreen', 'Falcon', 'Guardian', 'Horizon', 'Independence', 'Kestrel', 'Landmark', 'Monarch',
  'Nexus', 'Orion', 'Potomac', 'Ridgeline', 'Sentinel', 'Tidewater', 'Valor', 'Willow', 'Bluewater', 'Cobalt',
  'Diamond', 'Empire', 'Foundry', 'Gateway', 'Highland', 'Ironclad', 'Legacy', 'Majestic', 'Noble', 'Olympic',
  'Paragon', 'Prairie', 'Regal', 'Shoreline', 'Titan', 'Continental', 'Crescent', 'Sierra', 'Cascade', 'Piedmont',
  'Chesapeake', 'Shenandoah', 'Blue Ridge', 'Great Lakes', 'Mesa', 'Coastal', 'Alpine', 'Republic', 'Colonial', 'Minuteman',
  'Hartwell', 'Brennan', 'Whitaker', 'Caldwell', 'Donovan', 'Ellison', 'Fairbanks', 'Garrison', 'Holloway', 'Kensington',
  'Langston', 'Mercer', 'Norwood', 'Prescott', 'Sheffield', 'Thornton', 'Wakefield', 'Ashford', 'Bradford', 'Carver',
  'Dalton', 'Emerson', 'Fletcher', 'Grayson', 'Hamilton', 'Lawson', 'Maddox', 'Porter', 'Sutton', 'Whitman',
  'Anchor', 'Bayside', 'Cedar Creek', 'Copperline', 'Driftwood', 'Eastgate', 'Fox Run', 'Glenwood', 'Hawthorne', 'Ivy Hill',
  'Kingsley', 'Lindenwood', 'Millbrook', 'Northgate', 'Oakmont', 'Pine Valley', 'Quarry', 'Riverbend', 'Stonebridge', 'Tall Oaks',
];

export const LEGAL_SUFFIXES = ['Inc.', 'LLC', 'Corp.', 'Co.', '', '', 'Inc.', 'LLC'];

export const CONTRACTOR_WORDS = [
  'Supply', 'Solutions', 'Enterprises', 'Group', 'Distributors', 'Federal Supply', 'Government Solutions', 'Trading Company',
  'Systems', 'Partners', 'Technologies', 'Industrial Supply', 'Procurement Services', 'Logistics', 'Office Solutions', 'Direct',
];

export const ABILITYONE_AGENCIES = [
  'Lighthouse for the Blind', 'Industries for the Blind', 'Association for the Blind', 'Center for Independence',
  'Abilities Center', 'Vocational Services', 'Opportunity Works', 'Employment Resources',
];

export interface City {
  city: string;
  state: string;
  zip: string;
  area: string;
}

export const CITIES: City[] = [
  { city: 'Alexandria', state: 'VA', zip: '223', area: '703' },
  { city: 'Arlington', state: 'VA', zip: '222', area: '571' },
  { city: 'Reston', state: 'VA', zip: '201', area: '703' },
  { city: 'Richmond', state: 'VA', zip: '232', area: '804' },
  { city: 'Norfolk', state: 'VA', zip: '235', area: '757' },
  { city: 'Rockville', state: 'MD', zip: '208', area: '301' },
  { city: 'Baltimore', state: 'MD', zip: '212', area: '410' },
  { city: 'Washington', state: 'DC', zip: '200', area: '202' },
  { city: 'Philadelphia', state: 'PA', zip: '191', area: '215' },
  { city: 'Pittsburgh', state: 'PA', zip: '152', area: '412' },
  { city: 'Columbus', state: 'OH', zip: '432', area: '614' },
  { city: 'Cleveland', state: 'OH', zip: '441', area: '216' },
  { city: 'Indianapolis', state: 'IN', zip: '462', area: '317' },
  { city: 'Chicago', state: 'IL', zip: '606', area: '312' },
  { city: 'Milwaukee', state: 'WI', zip: '532', area: '414' },
  { city: 'Minneapolis', state: 'MN', zip: '554', area: '612' },
  { city: 'Kansas City', state: 'MO', zip: '641', area: '816' },
  { city: 'St. Louis', state: 'MO', zip: '631', area: '314' },
  { city: 'Nashville', state: 'TN', zip: '372', area: '615' },
  { city: 'Atlanta', state: 'GA', zip: '303', area: '404' },
  { city: 'Charlotte', state: 'NC', zip: '282', area: '704' },
  { city: 'Raleigh', state: 'NC', zip: '276', area: '919' },
  { city: 'Jacksonville', state: 'FL', zip: '322', area: '904' },
  { city: 'Tampa', state: 'FL', zip: '336', area: '813' },
  { city: 'Huntsville', state: 'AL', zip: '358', area: '256' },
  { city: 'San Antonio', state: 'TX', zip: '782', area: '210' },
  { city: 'Dallas', state: 'TX', zip: '752', area: '214' },
  { city: 'Houston', state: 'TX', zip: '770', area: '713' },
  { city: 'Oklahoma City', state: 'OK', zip: '731', area: '405' },
  { city: 'Denver', state: 'CO', zip: '802', area: '303' },
  { city: 'Colorado Springs', state: 'CO', zip: '809', area: '719' },
  { city: 'Albuquerque', state: 'NM', zip: '871', area: '505' },
  { city: 'Phoenix', state: 'AZ', zip: '850', area: '602' },
  { city: 'Salt Lake City', state: 'UT', zip: '841', area: '801' },
  { city: 'San Diego', state: 'CA', zip: '921', area: '619' },
  { city: 'Sacramento', state: 'CA', zip: '958', area: '916' },
  { city: 'Portland', state: 'OR', zip: '972', area: '503' },
  { city: 'Seattle', state: 'WA', zip: '981', area: '206' },
  { city: 'Boston', state: 'MA', zip: '021', area: '617' },
  { city: 'Hartford', state: 'CT', zip: '061', area: '860' },
  { city: 'Albany', state: 'NY', zip: '122', area: '518' },
  { city: 'Buffalo', state: 'NY', zip: '142', area: '716' },
  { city: 'Honolulu', state: 'HI', zip: '968', area: '808' },
  { city: 'Anchorage', state: 'AK', zip: '995', area: '907' },
];

export const STREETS = [
  'Commerce', 'Industrial', 'Enterprise', 'Market', 'Main', 'Washington', 'Jefferson', 'Madison', 'Franklin', 'Lincoln',
  'Oak', 'Maple', 'Cedar', 'Elm', 'Park', 'Lake', 'River', 'Hill', 'Center', 'Technology', 'Corporate', 'Executive',
  'Warehouse', 'Distribution', 'Gateway', 'Liberty', 'Union', 'Eisenhower', 'Patriot', 'Airport',
];
export const STREET_KINDS = ['Street', 'Avenue', 'Drive', 'Boulevard', 'Parkway', 'Road', 'Way', 'Court', 'Lane', 'Circle'];

/** Lower-case letters and digits only, for fictional domains under the reserved `.example` top-level domain. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}
