import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { bpaDocumentsVerb } from './bpa-documents.js';
import { configurationVerb } from './configuration.js';
import { catalogContext } from './context.js';
import { contractorDetailVerb } from './contractor-detail.js';
import { dealerSelectVerb } from './dealer-select.js';
import { enterZipVerb } from './enter-zip.js';
import { productDetailVerb } from './product-detail.js';
import { productLookupVerb } from './product-lookup.js';
import { productSource } from './product-source.js';
import { catalogQueries } from './queries.js';
import { quickLookVerb } from './quicklook.js';
import { catalogReference } from './reference.js';
import { strategicSourcingVerb } from './strategic-sourcing.js';

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
    'catalog/product_detail': bind('catalog/product_detail', async ({ ctx, input: { query } }) => productDetail(catalogContext(ctx.request), query)),
    'catalog/contractor_detail': bind('catalog/contractor_detail', async ({ ctx, input: { query } }) => contractorDetail(catalogContext(ctx.request), query)),
    'catalog/dealer_select': bind('catalog/dealer_select', async ({ ctx, input: { query } }) => dealerSelect(catalogContext(ctx.request), query)),
    'catalog/strategic_sourcing': bind('catalog/strategic_sourcing', async ({ ctx, input: { query } }) => strategicSourcing(catalogContext(ctx.request), query)),
    'catalog/bpa_documents': bind('catalog/bpa_documents', async ({ ctx, input: { query } }) => bpaDocuments(catalogContext(ctx.request), query)),
    'catalog/configuration': bind('catalog/configuration', async ({ input: { query } }) => configuration(query)),
    'catalog/quicklook': bind('catalog/quicklook', async ({ ctx, input: { query } }) => quickLook(catalogContext(ctx.request), query)),
    'cart/enterZip': bind('cart/enterZip', async ({ ctx, input: { query } }) => enterZip(catalogContext(ctx.request), query)),
  };
};
