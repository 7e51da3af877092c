/**
 * Titles of the department pages (docs/product/department-pages-and-ebuy.md Department), apart from their input schemas (department.ts) so that the
 * screen registry does not bring zod into the landing bundle.
 */

/** docs/product/department-pages-and-ebuy.md: the title of the three forms' confirmation. */
export const DEPARTMENT_CONFIRMATION_TITLE = 'Thank you!';

export const DEPARTMENT_TITLES = {
  main: 'Department Search',
  homeOffice: 'Department Home Office',
  adv2git: 'GSA Advantage! for Your Department',
  contact: 'Contact the Agency Programs Office',
  survey: 'Department Pages Survey',
  feedback: 'Send Feedback',
  confirmation: DEPARTMENT_CONFIRMATION_TITLE,
} as const;
