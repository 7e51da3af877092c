/** The 'search' section chunk (docs/product/search-and-catalog.md "Sections loaded on demand"): every search and browse screen. */
import './search.css';

export { AdvSelect } from './AdvSelect';
export { ProductForm, ServicesForm } from './AdvancedSearch';
export { BrowseCategories } from './BrowseCategories';
export { BrowsePage } from './BrowsePage';
export { ItSecurity } from './ItSecurity';
export { ContractorList, ManufacturerList } from './NameList';
export { SearchResults } from './SearchResults';
export { ZeroResults } from './ZeroResults';
