/** Screen titles of the catalog section, kept apart from the input schemas so that the screen registry does not pull zod into the first load. */
export const CATALOG_TITLES = {
  productDetail: 'Product Details',
  productNotFound: 'Product Not Found',
  productUnavailable: 'Product Not Available',
  productLookup: 'Find a Product',
  enterZip: 'Enter Zip Code',
  contractorDetail: 'Contractor Details',
  dealerSelect: 'Select a Contractor',
  strategicSourcing: 'Strategic Sourcing',
  bpaDocuments: 'BPA Documents',
  configuration: 'Product Configuration',
  quickLook: 'Quick Look',
} as const;
