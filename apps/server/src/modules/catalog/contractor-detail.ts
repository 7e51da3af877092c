/**
 * catalog/contractor_detail (the Contractor Details dialog): who the contractor is, how to reach it, its
 * socio-economic status, and the terms of each contract the buyer's store may use. The contract the
 * buyer came from is listed first.
 */
import type { ContractorDetailAttributes } from '@advantage/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import type { CatalogQueries } from './queries.js';
import { isoToday } from '../../core/app-context.js';
import { socioBadges } from './reference.js';
import { contractView } from './views.js';

export function contractorDetailVerb(queries: CatalogQueries) {
  return async (ctx: CatalogContext, input: { contractorId: number; contractNumber?: string | undefined }) => {
    const [row] = input.contractorId ? await queries.contractor(input.contractorId) : [];
    if (!row) throw new NotFoundError('No contractor has this id.');
    const today = isoToday();
    const contracts = (await queries.contractsOf(row.id, ctx.storeId)).map((c) => contractView(c, today));
    const highlight = input.contractNumber && contracts.some((c) => c.number === input.contractNumber) ? input.contractNumber : null;
    if (highlight) contracts.sort((a, b) => Number(b.number === highlight) - Number(a.number === highlight));
    const attributes: ContractorDetailAttributes = {
      contractor: {
        id: row.id,
        name: row.name,
        uei: row.uei,
        address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
        phone: row.phone,
        email: row.email,
        website: row.website,
        socio: socioBadges(row),
      },
      contracts,
      highlight,
    };
    return screen('catalog/contractor_detail', 'ContractorDetail', attributes);
  };
}
