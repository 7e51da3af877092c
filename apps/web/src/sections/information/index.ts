/**
 * The 'information' section chunk (docs/product/README.md "Sections loaded on demand"): the help centre and Global
 * Supply help, information pages, tutorial, news, state and local, contractor, the help modal and
 * Request Customer Service.
 */
import './information.css';

export { CommentForm } from './CommentForm';
export { HelpCentre } from './HelpCentre';
export { HelpModal } from './HelpModal';
export { InformationPage } from './InformationPage';
export { News } from './News';
