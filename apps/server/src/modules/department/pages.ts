/** The department pages that only read: main (the picker), homeoffice and adv2git. */
import {
  ADV2GIT_OFFERS, type Adv2GitAttributes, DEPARTMENT_TEXT, type DepartmentMainAttributes, type HomeOfficeAttributes, searchHref, STORES, type StoreId,
} from '@advantage/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { DepartmentDirectory, DepartmentRecord } from './queries.js';

export const homeOfficeUrl = (code: string) => `/ws/department/homeoffice?dept=${encodeURIComponent(code)}`;
export const adv2gitUrl = (code?: string) => `/ws/department/adv2git${code ? `?dept=${encodeURIComponent(code)}` : ''}`;
/** Where a survey or feedback dialog returns: the department's home office, else the department search page. */
export const departmentPageUrl = (code?: string) => (code ? homeOfficeUrl(code) : '/ws/department/main');

/**
 * A department's agreements as a store sees them: every agreement is listed, but the documents of one limited to
 * other stores are not linked, since information/page answers them as unknown there (the store gate).
 */
function agreementsSeenFrom(record: DepartmentRecord, storeID: StoreId) {
  return record.agreements.map((a) => {
    const stores = record.agreementStores.get(a.contractNumber) ?? [];
    return stores.length === 0 || stores.includes(Number(storeID)) ? a : { ...a, documents: [] };
  });
}

/** department/main: every department to choose from; with `?dept=` the chosen one's agreements and its search. */
export function departmentMain(directory: DepartmentDirectory, storeID: StoreId, dept: string | undefined): DepartmentMainAttributes {
  const chosen = dept ? directory.byCode.get(dept) : undefined;
  return {
    storeID,
    intro: DEPARTMENT_TEXT.mainIntro,
    departments: directory.list.map((d) => d.summary),
    selected: chosen ? { ...chosen.summary, agreements: agreementsSeenFrom(chosen, storeID), homeOfficeUrl: homeOfficeUrl(chosen.row.code) } : null,
    unknown: Boolean(dept && !chosen),
  };
}

/** department/homeoffice: the department's home office, whom to call, and every agreement. An unknown code is 404. */
export function homeOffice(directory: DepartmentDirectory, storeID: StoreId, dept: string): HomeOfficeAttributes {
  const record = directory.byCode.get(dept);
  if (!record) throw new NotFoundError(DEPARTMENT_TEXT.unknownDepartment);
  const { row } = record;
  return {
    storeID,
    department: {
      ...record.summary,
      homeOffice: row.homeOffice,
      address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
      phone: row.phone,
      email: row.email,
      hours: row.hours,
      storeUrl: `/home?store=${STORES[record.summary.storeId]}`,
      searchUrl: searchHref('department/main_search', { dept: row.code }),
    },
    contacts: record.contacts,
    agreements: agreementsSeenFrom(record, storeID),
  };
}

/** department/adv2git: what the program offers a department, what departments already have, and the contact form. */
export function adv2git(directory: DepartmentDirectory, storeID: StoreId, dept: string | undefined): Adv2GitAttributes {
  const chosen = dept ? directory.byCode.get(dept) : undefined;
  return {
    storeID,
    offers: ADV2GIT_OFFERS,
    departments: directory.list.map((d) => d.summary),
    department: chosen?.summary ?? null,
    contactUrl: `/ws/department/adv2git_contact${chosen ? `?dept=${encodeURIComponent(chosen.row.code)}` : ''}`,
  };
}
