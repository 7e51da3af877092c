/** The 'state' section chunk: a state or local member's eligibility for the purchasing programs. */
import './authorization.css';
export { StateValidation } from './StateValidation';
export { RequestAuthorization } from './RequestAuthorization';
export { SelectPayments } from './SelectPayments';
export { SupervisorResponse } from './SupervisorResponse';
export { MemberLimits } from './MemberLimits';
