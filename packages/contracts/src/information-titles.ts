/** Screen titles of the information section, kept apart from the input schemas so that the screen registry does not pull zod into the first load. */
/** docs/product/README.md titles where the spec gives them; ours for the pages it only names. */
export const INFORMATION_TITLES = {
  help: 'Help',
  globalSupplyHelp: 'Global Supply Help',
  page: 'Information Page',
  tutorial: 'Tutorial',
  news: 'News',
  stateLocal: 'State and Local Programs',
  contractor: 'Information for Contractors',
  helpModal: 'Help',
  commentForm: 'Request Customer Service',
} as const;
