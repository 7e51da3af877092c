/** The 'main' section chunk (spec §2 "Main: start_page ..., home"). */
export { HomePage } from './HomePage';
export { MessageCenter } from './MessageCenter';
export { StartPage } from './StartPage';
