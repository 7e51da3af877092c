/** The 'department' section chunk: the department pages and their dialogs. */
import './department.css';

export { Adv2Git } from './Adv2Git';
export { DepartmentConfirmation } from './Confirmation';
export { ContactForm } from './ContactForm';
export { DepartmentMain } from './DepartmentMain';
export { FeedbackForm } from './FeedbackForm';
export { HomeOffice } from './HomeOffice';
export { SurveyForm } from './SurveyForm';
