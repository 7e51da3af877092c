/** The 'ordering' section chunk (spec §2 "Sections loaded on demand"): quick order. */
import './ordering.css';

export { QuickOrder } from './QuickOrder';
export { QuickOrderSuccess } from './QuickOrderSuccess';
