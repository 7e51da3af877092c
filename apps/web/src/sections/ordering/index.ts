/** The 'ordering' section chunk (docs/product/search-and-catalog.md "Sections loaded on demand"): quick order. */
import './ordering.css';

export { QuickOrder } from './QuickOrder';
export { QuickOrderSuccess } from './QuickOrderSuccess';
