/** The 'ebuy' chunk: main/ebuy. */
export { Ebuy } from './Ebuy';
