import type { FastifyRequest } from 'fastify';
import type { ModuleFactory } from '../../routes.js';
import { bpaDocumentsVerb } from './bpa-documents.js';
import { configurationVerb } from './configuration.js';
import { catalogContext } from './context.js';
import { contractorDetailVerb } from './contractor-detail.js';
import { dealerSelectVerb } from './dealer-select.js';
import { enterZipVerb, type EnterZipInput } from './enter-zip.js';
import { productDetailVerb, type ProductDetailInput } from './product-detail.js';
import { productLookupVerb } from './product-lookup.js';
import { productSource } from './product-source.js';
import { catalogQueries } from './queries.js';
import { quickLookVerb } from './quicklook.js';
import { catalogReference } from './reference.js';
import { strategicSourcingVerb } from './strategic-sourcing.js';

/** The router has already validated the query with the contract's schema. */
const query = <T>(request: FastifyRequest) => request.query as T;

/** The catalog area (docs/product/search-and-catalog.md "Catalog", docs/architecture.md) and the product page's delivery estimate (cart/enterZip). */
export const catalogModule: ModuleFactory = (app) => {
  const queries = catalogQueries(app.db);
  const source = productSource(app.db);
  const reference = catalogReference(app.db);
  const productDetail = productDetailVerb(source, reference, productLookupVerb(app.db));
  const contractorDetail = contractorDetailVerb(queries);
  const dealerSelect = dealerSelectVerb(source);
  const strategicSourcing = strategicSourcingVerb(app.db, source);
  const bpaDocuments = bpaDocumentsVerb(queries);
  const configuration = configurationVerb(app.db);
  const quickLook = quickLookVerb(source, reference);
  const enterZip = enterZipVerb(source);

  return {
    'catalog/product_detail': async (request) => productDetail(catalogContext(request), query<ProductDetailInput>(request)),
    'catalog/contractor_detail': async (request) =>
      contractorDetail(catalogContext(request), query<{ contractorId: number; contractNumber?: string }>(request)),
    'catalog/dealer_select': async (request) => dealerSelect(catalogContext(request), query<{ productId: number }>(request)),
    'catalog/strategic_sourcing': async (request) => strategicSourcing(catalogContext(request), query<{ productId?: number }>(request)),
    'catalog/bpa_documents': async (request) => bpaDocuments(catalogContext(request), query<{ contractNumber: string }>(request)),
    'catalog/configuration': async (request) => configuration(query<{ productId: number }>(request)),
    'catalog/quicklook': async (request) => quickLook(catalogContext(request), query<{ productId: number }>(request)),
    'cart/enterZip': async (request) => enterZip(catalogContext(request), query<EnterZipInput>(request)),
  };
};
