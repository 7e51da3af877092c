/** The 'ggs' section chunk (spec §2 "Sections loaded on demand"): GSA Global Supply's welcome page. */
export { GlobalSupplyWelcome } from './GlobalSupplyWelcome';
