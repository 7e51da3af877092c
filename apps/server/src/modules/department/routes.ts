import type { DepartmentSearchInput } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import type { ModuleFactory } from '../../routes.js';
import { contactVerb } from './contact.js';
import { programsOfficeAddress } from './mail.js';
import { adv2git, departmentMain, homeOffice } from './pages.js';
import { departmentDirectory } from './queries.js';
import { feedbackVerb, surveyVerb } from './responses.js';
import { departmentSearch } from './search.js';
import { suggestDepartments } from './suggest.js';

const deptOf = (request: FastifyRequest) => (request.query as { dept?: string }).dept;

/** The department pages (docs/product/department-pages-and-ebuy.md "Department: ..."). Reads answer from the directory kept in memory. */
export const departmentModule: ModuleFactory = (app) => {
  const directory = departmentDirectory(app.db);
  const contact = contactVerb(programsOfficeAddress());
  const store = (request: FastifyRequest) => request.session.storeId;
  return {
    'department/main': async (request) => screen('department/main', 'DepartmentMain', departmentMain(await directory(), store(request), deptOf(request))),
    'department/main_search': async (request) => {
      const r = await departmentSearch(app, await directory(), request.query as DepartmentSearchInput);
      return screen('department/main_search', r.kind === 'ZeroResults' ? 'ZeroResults' : 'SearchResults', r.attributes);
    },
    'department/homeoffice': async (request) => screen('department/homeoffice', 'HomeOffice', homeOffice(await directory(), store(request), deptOf(request) ?? '')),
    'department/adv2git': async (request) => screen('department/adv2git', 'Adv2Git', adv2git(await directory(), store(request), deptOf(request))),
    'department/adv_select_suggest': async (request, reply) => {
      // The same term answers the same list for a minute (the directory's own lifetime): the browser may keep it.
      reply.header('Cache-Control', 'private, max-age=60');
      return screen('department/adv_select_suggest', 'AdvSelectSuggest', suggestDepartments(await directory(), (request.query as { term: string }).term));
    },
    'department/adv2git_contact': async (request) => contact(request, await directory()),
    'department/survey': async (request) => surveyVerb(request, await directory()),
    'department/feedback': async (request) => feedbackVerb(request, await directory()),
  };
};
