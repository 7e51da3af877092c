/** The 'fedstrip' section chunk (spec §2 "Sections loaded on demand"): FEDSTRIP/MILSTRIP requisition ordering. */
import './fedstrip.css';

export { ConfirmSignOut } from './ConfirmSignOut';
export { Fedstrip } from './Fedstrip';
export { ValidUnitOfIssue } from './UnitDialog';
