/** The 'ggs' section chunk (docs/product/agency-stores.md "Sections loaded on demand"): GSA Global Supply's welcome page. */
export { GlobalSupplyWelcome } from './GlobalSupplyWelcome';
