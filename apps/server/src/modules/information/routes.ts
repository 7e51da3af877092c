import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import type { ModuleFactory } from '../../routes.js';
import { commentForm } from './comment-form.js';
import { commentSubmitVerb } from './comment-submit.js';
import { informationContext } from './context.js';
import { helpCategoriesReader, helpVerb } from './help.js';
import { helpDeskAddress } from './help-desk.js';
import { helpModalVerb } from './help-modal.js';
import { newsVerb } from './news.js';
import { informationPageVerb } from './page.js';

const keyNameOf = (request: FastifyRequest) => (request.query as { keyName: string }).keyName;

/** The information area (docs/product/README.md, docs/architecture.md): help centre, information pages, news and Request Customer Service. */
export const informationModule: ModuleFactory = (app) => {
  const page = informationPageVerb(app.db);
  const categories = helpCategoriesReader(app.db);
  const help = helpVerb(categories);
  const helpModal = helpModalVerb(categories);
  const news = newsVerb(app.db);
  const submit = commentSubmitVerb(helpDeskAddress());
  const ctx = informationContext;
  return {
    'information/page': async (request) => screen('information/page', 'InformationPage', await page(ctx(request), keyNameOf(request))),
    'information/content_page': async (request) => screen('information/content_page', 'InformationPage', await page(ctx(request), keyNameOf(request))),
    'information/tutorial': async (request) => screen('information/tutorial', 'Tutorial', await page(ctx(request), 'TUTORIAL')),
    'information/state_local': async (request) => screen('information/state_local', 'StateLocal', await page(ctx(request), 'STATE_LOCAL')),
    'information/contractor': async (request) => screen('information/contractor', 'Contractor', await page(ctx(request), 'CONTRACTOR')),
    'information/news': async (request) => screen('information/news', 'News', await news(ctx(request))),
    'information/help': async (request) => screen('information/help', 'Help', await help(ctx(request), 'default')),
    'ggs/information/help': async (request) => screen('ggs/information/help', 'Help', await help(ctx(request), 'ggs')),
    'information/help_modal': async (request) =>
      screen('information/help_modal', 'HelpModal', await helpModal(ctx(request), (request.query as { topic?: string }).topic || undefined)),
    'information/comment_form': async (request) => screen('information/comment_form', 'Initial', commentForm(request, ctx(request))),
    'information/comment_form_submit': async (request) => submit(request, ctx(request)),
  };
};
