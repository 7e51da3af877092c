/**
 * The 'catalog' section chunk (docs/product/search-and-catalog.md "Sections loaded on demand"): product and contractor
 * detail and the other catalog screens.
 */
import './catalog.css';

export { BpaDocuments } from './BpaDocuments';
export { Configuration } from './Configuration';
export { ContractorDetail } from './ContractorDetail';
export { DealerSelect } from './DealerSelect';
export { EnterZipCode } from './EnterZipCode';
export { ProductDetail } from './ProductDetail';
export { ProductFailure, ProductLookup, ProductNotFound } from './ProductMessages';
export { QuickLook } from './QuickLook';
export { StrategicSourcing } from './StrategicSourcing';
