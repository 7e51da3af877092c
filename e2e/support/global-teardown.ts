/** After the run: the database template the servers were copied from goes (support/data-template.mjs). */
import { removeTemplate } from './data-template.mjs';

export default function globalTeardown(): void {
  if (process.env.E2E_TEMPLATE_DIR) removeTemplate(process.env.E2E_TEMPLATE_DIR);
}
