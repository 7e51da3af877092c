/** Screens of the catalog section (docs/product/search-and-catalog.md "Catalog", "/catalog/product_detail", "/cart/enterZip"). */
import { CATALOG_TITLES } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const catalog = section(() => import('../../sections/catalog/index'));

export const CATALOG_SCREENS = {
  'catalog/product_detail': {
    ProductDetail: { layout: 'classic', title: CATALOG_TITLES.productDetail, load: catalog('ProductDetail') },
    Failure: { layout: 'classic', title: CATALOG_TITLES.productUnavailable, load: catalog('ProductFailure') },
    NotFound: { layout: 'classic', title: CATALOG_TITLES.productNotFound, load: catalog('ProductNotFound') },
    Initial: { layout: 'classic', title: CATALOG_TITLES.productLookup, load: catalog('ProductLookup') },
    EnterZipCode: { layout: 'classic', title: CATALOG_TITLES.enterZip, load: catalog('EnterZipCode') },
  },
  'cart/enterZip': {
    EnterZipCode: { layout: 'classic', title: CATALOG_TITLES.enterZip, load: catalog('EnterZipCode') },
  },
  'catalog/contractor_detail': {
    ContractorDetail: { layout: 'modal', modalClass: 'right', title: CATALOG_TITLES.contractorDetail, load: catalog('ContractorDetail') },
  },
  'catalog/dealer_select': {
    DealerSelect: { layout: 'classic', title: CATALOG_TITLES.dealerSelect, load: catalog('DealerSelect') },
  },
  'catalog/strategic_sourcing': {
    StrategicSourcing: { layout: 'classic', title: CATALOG_TITLES.strategicSourcing, load: catalog('StrategicSourcing') },
  },
  'catalog/bpa_documents': {
    BpaDocuments: { layout: 'classic', title: CATALOG_TITLES.bpaDocuments, load: catalog('BpaDocuments') },
  },
  'catalog/configuration': {
    Configuration: { layout: 'classic', title: CATALOG_TITLES.configuration, load: catalog('Configuration') },
  },
  'catalog/quicklook': {
    QuickLook: { layout: 'modal', modalClass: 'center', title: CATALOG_TITLES.quickLook, load: catalog('QuickLook') },
  },
} as const satisfies ScreenRegistry;
