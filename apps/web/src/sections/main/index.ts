/** The 'main' section chunk (docs/product/agency-stores.md "Main: start_page ..., home"). */
export { HomePage } from './HomePage';
export { MessageCenter } from './MessageCenter';
export { StartPage } from './StartPage';
