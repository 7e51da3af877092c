import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { contactVerb } from './contact.js';
import { programsOfficeAddress } from './mail.js';
import { adv2git, departmentMain, homeOffice } from './pages.js';
import { departmentDirectory } from './queries.js';
import { feedbackVerb, surveyVerb } from './responses.js';
import { departmentSearch } from './search.js';
import { suggestDepartments } from './suggest.js';

/** The department pages (docs/product/department-pages-and-ebuy.md "Department: ..."). Reads answer from the directory kept in memory. */
export const departmentModule: ModuleFactory = (app) => {
  const directory = departmentDirectory(app.db);
  const contact = contactVerb(programsOfficeAddress());
  return {
    'department/main': bind('department/main', async ({ ctx, input: { query } }) =>
      screen('department/main', 'DepartmentMain', departmentMain(await directory(), ctx.store, query.dept))),
    'department/main_search': bind('department/main_search', async ({ input: { query } }) => {
      const r = await departmentSearch(app, await directory(), query);
      return r.kind === 'ZeroResults' ? screen('department/main_search', 'ZeroResults', r.attributes) : screen('department/main_search', 'SearchResults', r.attributes);
    }),
    'department/homeoffice': bind('department/homeoffice', async ({ ctx, input: { query } }) =>
      screen('department/homeoffice', 'HomeOffice', homeOffice(await directory(), ctx.store, query.dept))),
    'department/adv2git': bind('department/adv2git', async ({ ctx, input: { query } }) => screen('department/adv2git', 'Adv2Git', adv2git(await directory(), ctx.store, query.dept))),
    'department/adv_select_suggest': bind('department/adv_select_suggest', async ({ ctx: { reply }, input: { query } }) => {
      // The same term answers the same list for a minute (the directory's own lifetime): the browser may keep it.
      reply.header('Cache-Control', 'private, max-age=60');
      return screen('department/adv_select_suggest', 'AdvSelectSuggest', suggestDepartments(await directory(), query.term));
    }),
    'department/adv2git_contact': bind('department/adv2git_contact', async ({ ctx, input }) => contact(ctx.request, await directory(), input)),
    'department/survey': bind('department/survey', async ({ ctx, input }) => surveyVerb(ctx.request, await directory(), input)),
    'department/feedback': bind('department/feedback', async ({ ctx, input }) => feedbackVerb(ctx.request, await directory(), input)),
  };
};
