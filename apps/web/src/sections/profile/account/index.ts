/**
 * The profile/account section chunk: the address book and its forms (ordinary, AAC/DoDAAC, APO/FPO/DPO,
 * freight forwarder, DoDAAC entry), saved purchase cards, and the member's profile.
 */
import './account.css';

export { AddressBook } from './AddressBook';
export { AddressForm } from './AddressForm';
export { EditProfile } from './EditProfile';
export { LegacyAddress } from './LegacyAddress';
export { ManagePayments } from './ManagePayments';
