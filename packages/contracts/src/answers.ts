/**
 * The answer map (docs/adr/0034-typed-contract.md): for each path and response name, the type of the answer's attributes.
 * Each area keeps its rows beside its views; a path or name the method table does not declare fails `satisfies`.
 * The server's `screen()`, the app's `callServer` and screens, and the OpenAPI answer schemas (scripts/answer-schemas.mjs)
 * all read it.
 */
import type { AnswerRows } from './answer-table.js';
import { AAC_ANSWERS } from './aacassignment.js';
import { BOT_CHECK_ANSWERS } from './bot-check-answers.js';
import { CART_ANSWERS } from './cart.js';
import { CATALOG_ANSWERS } from './catalog-answers.js';
import { CHECKOUT_ANSWERS } from './checkout-answers.js';
import { DEPARTMENT_ANSWERS } from './department-answers.js';
import { FEDSTRIP_ANSWERS } from './fedstrip-answers.js';
import { FUNDS_ANSWERS } from './fundscontrol.js';
import { INFORMATION_ANSWERS } from './information-answers.js';
import { LOGIN_ANSWERS } from './login-answers.js';
import { MAIN_ANSWERS } from './main-answers.js';
import { ORDERHISTORY_ANSWERS } from './orderhistory.js';
import { ORDERING_ANSWERS } from './ordering.js';
import { PARKCART_ANSWERS } from './parkcart.js';
import { PROFILE_ANSWERS } from './profile-answers.js';
import { SEARCH_ANSWERS } from './search-answers.js';
import { STATE_ANSWERS } from './state-answers.js';
import { VS_ANSWERS } from './vs-answers.js';

export const ANSWERS = {
  ...MAIN_ANSWERS,
  ...LOGIN_ANSWERS,
  ...BOT_CHECK_ANSWERS,
  ...INFORMATION_ANSWERS,
  ...AAC_ANSWERS,
  ...PARKCART_ANSWERS,
  ...CART_ANSWERS,
  ...CATALOG_ANSWERS,
  ...SEARCH_ANSWERS,
  ...FUNDS_ANSWERS,
  ...CHECKOUT_ANSWERS,
  ...ORDERHISTORY_ANSWERS,
  ...ORDERING_ANSWERS,
  ...DEPARTMENT_ANSWERS,
  ...FEDSTRIP_ANSWERS,
  ...STATE_ANSWERS,
  ...PROFILE_ANSWERS,
  ...VS_ANSWERS,
} satisfies AnswerRows;

export type AnswerTable = typeof ANSWERS;
