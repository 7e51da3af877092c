/** The 'va-vs' section chunk: the store's start page. */
export { VirtualStoreStartPage as StartPage } from '../shared-vs/VirtualStoreStartPage';
