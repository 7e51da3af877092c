/**
 * catalog/bpa_documents: the documents of a contract (BPA terms, ordering guide, price list ...), each an
 * information page. A contract limited to other stores is as unknown here as one that does not exist.
 */
import type { BpaDocumentsAttributes } from '@advantage/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import type { CatalogQueries } from './queries.js';
import { isoToday } from '../../core/app-context.js';
import { contractView } from './views.js';

export function bpaDocumentsVerb(queries: CatalogQueries) {
  return async (ctx: CatalogContext, input: { contractNumber: string }) => {
    const [row] = await queries.contractByNumber(input.contractNumber, ctx.storeId);
    if (!row) throw new NotFoundError('No contract has this number.');
    const attributes: BpaDocumentsAttributes = {
      contract: contractView(row, isoToday()),
      contractor: { id: row.contractorId, name: row.contractorName },
      documents: row.documents
        .filter((d) => typeof d?.title === 'string' && typeof d?.keyName === 'string')
        .map((d) => ({ title: d.title, keyName: d.keyName, url: `/ws/information/page?keyName=${encodeURIComponent(d.keyName)}` })),
    };
    return screen('catalog/bpa_documents', 'BpaDocuments', attributes);
  };
}
