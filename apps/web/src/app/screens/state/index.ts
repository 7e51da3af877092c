/** The 'state' section chunk: a state or local member's eligibility for the purchasing programs. */
export { StateValidation } from './StateValidation';
