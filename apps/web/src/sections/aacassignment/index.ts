/** The 'aacassignment' section chunk (docs/product/aac-passwords-and-approvals.md "Sections loaded on demand"): AAC password requests and their approval. */
import './aacassignment.css';

export { AacApproval } from './AacApproval';
export { AacPassword } from './AacPassword';
export { AacWorkList } from './AacWorkList';
export { MyAacRequests } from './MyAacRequests';
