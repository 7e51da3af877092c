/**
 * What each catalog answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md), and the product page's
 * delivery estimate (cart/enterZip). A file of its own because catalog.ts keeps the area's inputs and texts.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type {
  BpaDocumentsAttributes, ConfigurationAttributes, ContractorDetailAttributes, DealerSelectAttributes, EnterZipCodeAttributes, ProductDetailAttributes,
  ProductFailureAttributes, ProductLookupAttributes, ProductNotFoundAttributes, QuickLookAttributes, StrategicSourcingAttributes,
} from './catalog-views.js';

const enterZip = answer<EnterZipCodeAttributes>();

export const CATALOG_ANSWERS = {
  'catalog/product_detail': {
    ProductDetail: answer<ProductDetailAttributes>(),
    Failure: answer<ProductFailureAttributes>(),
    NotFound: answer<ProductNotFoundAttributes>(),
    Initial: answer<ProductLookupAttributes>(),
    EnterZipCode: enterZip,
  },
  'cart/enterZip': { EnterZipCode: enterZip },
  'catalog/contractor_detail': { ContractorDetail: answer<ContractorDetailAttributes>() },
  'catalog/dealer_select': { DealerSelect: answer<DealerSelectAttributes>() },
  'catalog/strategic_sourcing': { StrategicSourcing: answer<StrategicSourcingAttributes>() },
  'catalog/bpa_documents': { BpaDocuments: answer<BpaDocumentsAttributes>() },
  'catalog/configuration': { Configuration: answer<ConfigurationAttributes>() },
  'catalog/quicklook': { QuickLook: answer<QuickLookAttributes>() },
} satisfies AnswerRows;
