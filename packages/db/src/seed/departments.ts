/**
 * The departments with agreements on GSA Advantage! (department pages) and where main/ebuy hands each store's
 * members over to eBuy. Reference data: existing rows are kept, so an administrator's edits survive a restart.
 */
import type { AppDb } from '../client.js';
import { departmentContacts, departments, ebuyDestinations } from '../schema/index.js';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

type DepartmentRow = typeof departments.$inferInsert;
type ContactRow = Omit<typeof departmentContacts.$inferInsert, 'id'>;

export const DEPARTMENT_ROWS: DepartmentRow[] = [
  {
    code: 'DHS',
    name: 'Department of Homeland Security',
    storeId: 8,
    summary:
      'Homeland Security components (CBP, FEMA, ICE, TSA, the Coast Guard, CISA and the Secret Service) buy office and IT supplies, '
      + 'protective equipment, disaster-response stock and services under department-wide blanket purchase agreements placed through GSA.',
    homeOffice: 'Office of the Chief Procurement Officer, Strategic Sourcing Program Office',
    street: '245 Murray Lane SW',
    city: 'Washington',
    state: 'DC',
    zip: '20528',
    phone: '202-447-5300',
    email: 'strategic.sourcing@hq.dhs.gov',
    hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m. Eastern',
    position: 1,
  },
  {
    code: 'USDA',
    name: 'U.S. Department of Agriculture',
    storeId: 5,
    summary:
      'USDA agencies (the Forest Service, APHIS, NRCS, ARS and the Farm Service Agency) buy field and laboratory supplies, '
      + 'firefighting and safety equipment, and office products for official business only, under USDA blanket purchase agreements.',
    homeOffice: 'Office of Contracting and Procurement, Strategic Sourcing Division',
    street: '1400 Independence Avenue SW',
    city: 'Washington',
    state: 'DC',
    zip: '20250',
    phone: '202-720-9448',
    email: 'procurement.policy@usda.gov',
    hours: 'Monday to Friday, 8:30 a.m. to 5:00 p.m. Eastern',
    position: 2,
  },
  {
    code: 'VA',
    name: 'Department of Veterans Affairs',
    storeId: 6,
    summary:
      'VA medical centers, benefits offices and national cemeteries buy medical-surgical and office supplies, furniture and facility '
      + 'services under VA national blanket purchase agreements, with preference for veteran-owned and service-disabled veteran-owned firms.',
    homeOffice: 'Office of Acquisition and Logistics, Strategic Acquisition Center',
    street: '810 Vermont Avenue NW',
    city: 'Washington',
    state: 'DC',
    zip: '20420',
    phone: '202-461-6920',
    email: 'oal.strategic.sourcing@va.gov',
    hours: 'Monday to Friday, 8:00 a.m. to 4:30 p.m. Eastern',
    position: 3,
  },
  {
    code: 'USAF',
    name: 'Department of the Air Force',
    storeId: 2,
    summary:
      'Air Force and Space Force installations buy office, IT and maintenance supplies and base-operations services under '
      + 'Air Force enterprise blanket purchase agreements placed on GSA Advantage!.',
    homeOffice: 'Air Force Installation Contracting Center, Enterprise Sourcing Division',
    street: '1940 Allbrook Drive',
    city: 'Wright-Patterson AFB',
    state: 'OH',
    zip: '45433',
    phone: '937-257-3900',
    email: 'aficc.enterprise.sourcing@us.af.mil',
    hours: 'Monday to Friday, 7:30 a.m. to 4:30 p.m. Eastern',
    position: 4,
  },
  {
    code: 'USMC',
    name: 'United States Marine Corps',
    storeId: 9,
    globalSupply: true,
    summary:
      'Marine Corps units order GSA Global Supply stock by National Stock Number (2–7 day delivery) and by FEDSTRIP/MILSTRIP '
      + 'requisition, and buy from agreements placed for the Marine Corps store.',
    homeOffice: 'Marine Corps Systems Command, Installation and Logistics Contracting',
    street: '2200 Lester Street',
    city: 'Quantico',
    state: 'VA',
    zip: '22134',
    phone: '703-432-3150',
    email: 'mcsc.contracts@usmc.mil',
    hours: 'Monday to Friday, 7:00 a.m. to 4:00 p.m. Eastern',
    position: 5,
  },
];

const contact = (departmentCode: string, position: number, role: string, name: string, email: string, phone: string): ContactRow => ({
  departmentCode,
  position,
  role,
  name,
  email,
  phone,
});

export const DEPARTMENT_CONTACT_ROWS: ContactRow[] = [
  contact('DHS', 1, 'Strategic Sourcing Program Manager', 'Angela Ortiz', 'angela.ortiz@hq.dhs.gov', '202-447-5311'),
  contact('DHS', 2, 'Purchase Card Program Coordinator', 'Marcus Lee', 'marcus.lee@hq.dhs.gov', '202-447-5320'),
  contact('USDA', 1, 'Strategic Sourcing Lead', 'Karen Whitfield', 'karen.whitfield@usda.gov', '202-720-9450'),
  contact('USDA', 2, 'Agency Purchase Card Coordinator', 'Luis Romero', 'luis.romero@usda.gov', '202-720-9462'),
  contact('VA', 1, 'National Acquisition Program Manager', 'Denise Carter', 'denise.carter@va.gov', '202-461-6925'),
  contact('VA', 2, 'Veteran-Owned Small Business Liaison', 'Robert Nguyen', 'robert.nguyen@va.gov', '202-461-6931'),
  contact('USAF', 1, 'Enterprise Sourcing Branch Chief', 'Maj. Erin Walsh', 'erin.walsh@us.af.mil', '937-257-3911'),
  contact('USAF', 2, 'Government Purchase Card Program Manager', 'Tom Becker', 'thomas.becker@us.af.mil', '937-257-3925'),
  contact('USMC', 1, 'Supply Chain Contracting Officer', 'Capt. Dana Reyes', 'dana.reyes@usmc.mil', '703-432-3161'),
  contact('USMC', 2, 'GSA Global Supply Customer Liaison', 'Gary Holt', 'gary.holt@usmc.mil', '703-432-3174'),
];

/** GSA eBuy (request for quotes); store 0 is the address for members of every other store. */
const EBUY = 'https://www.ebuy.gsa.gov/ebuy/';

export const EBUY_DESTINATION_ROWS: Array<typeof ebuyDestinations.$inferInsert> = [
  { storeId: 0, url: EBUY, agency: 'GSA eBuy' },
  ...DEPARTMENT_ROWS.map((d) => ({ storeId: d.storeId, url: `${EBUY}buyer/home?agency=${d.code}`, agency: d.name })),
];

export async function seedDepartments(tx: Tx): Promise<void> {
  const added = await tx.insert(departments).values(DEPARTMENT_ROWS).onConflictDoNothing().returning({ code: departments.code });
  // Contacts have no natural key: they are written with their department only, so a restart never repeats them.
  const fresh = new Set(added.map((d) => d.code));
  const contacts = DEPARTMENT_CONTACT_ROWS.filter((c) => fresh.has(c.departmentCode));
  if (contacts.length) await tx.insert(departmentContacts).values(contacts);
  await tx.insert(ebuyDestinations).values(EBUY_DESTINATION_ROWS).onConflictDoNothing();
}
