import type { ModuleFactory } from '../../routes.js';
import { aacApproval } from './aac-approval.js';
import { aacPasswordRequest } from './aac-password-request.js';
import { aacSupervisorEmail } from './aac-supervisor-email.js';
import { approvalRequests } from './approval-requests.js';
import { myRequests } from './my-requests.js';

/** AAC passwords (docs/product/aac-passwords-and-approvals.md aacassignment): member-only; a request is shown to its buyer and to the supervisor it names. */
export const aacassignmentModule: ModuleFactory = () => ({
  'aacassignment/aac_supervisor_email': aacSupervisorEmail,
  'aacassignment/aac_password_request': aacPasswordRequest,
  'aacassignment/aac_approval': aacApproval,
  'aacassignment/my_requests': myRequests,
  'aacassignment/approval_requests': approvalRequests,
});
