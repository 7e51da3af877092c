/** The 'fedstrip' section chunk (docs/product/fedstrip.md "Sections loaded on demand"): FEDSTRIP/MILSTRIP requisition ordering. */
import './fedstrip.css';

export { ConfirmSignOut } from './ConfirmSignOut';
export { Fedstrip } from './Fedstrip';
export { ValidUnitOfIssue } from './UnitDialog';
