/**
 * Screen titles and addresses of the AAC password area (docs/product/aac-passwords-and-approvals.md aacassignment), apart from its input schemas
 * so that the screen registry and the account menu do not bring zod into the landing bundle.
 */

/** docs/product/aac-passwords-and-approvals.md names 'AAC Password' and 'AAC Password Approval'; the two lists are not in the spec (see methods.ts). */
export const AAC_TITLES = {
  password: 'AAC Password',
  approval: 'AAC Password Approval',
  myRequests: 'My AAC Password Requests',
  workList: 'AAC Password Requests to Approve',
} as const;

export const AAC_URLS = {
  request: '/ws/aacassignment/aac_supervisor_email',
  myRequests: '/ws/aacassignment/my_requests',
  workList: '/ws/aacassignment/approval_requests',
  approval: '/ws/aacassignment/aac_approval',
} as const;
