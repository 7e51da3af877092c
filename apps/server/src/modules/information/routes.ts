import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { commentForm } from './comment-form.js';
import { commentSubmitVerb } from './comment-submit.js';
import { informationContext } from './context.js';
import { helpCategoriesReader, helpVerb } from './help.js';
import { helpDeskAddress } from './help-desk.js';
import { helpModalVerb } from './help-modal.js';
import { newsVerb } from './news.js';
import { informationPageVerb } from './page.js';

/** The information area (docs/product/README.md, docs/architecture.md): help centre, information pages, news and Request Customer Service. */
export const informationModule: ModuleFactory = (app) => {
  const page = informationPageVerb(app.db);
  const categories = helpCategoriesReader(app.db);
  const help = helpVerb(categories);
  const helpModal = helpModalVerb(categories);
  const news = newsVerb(app.db);
  const submit = commentSubmitVerb(helpDeskAddress());
  const info = informationContext;
  return {
    'information/page': bind('information/page', async ({ ctx, input: { query } }) =>
      screen('information/page', 'InformationPage', await page(info(ctx.request), query.keyName))),
    'information/content_page': bind('information/content_page', async ({ ctx, input: { query } }) =>
      screen('information/content_page', 'InformationPage', await page(info(ctx.request), query.keyName))),
    'information/tutorial': bind('information/tutorial', async ({ ctx }) => screen('information/tutorial', 'Tutorial', await page(info(ctx.request), 'TUTORIAL'))),
    'information/state_local': bind('information/state_local', async ({ ctx }) =>
      screen('information/state_local', 'StateLocal', await page(info(ctx.request), 'STATE_LOCAL'))),
    'information/contractor': bind('information/contractor', async ({ ctx }) =>
      screen('information/contractor', 'Contractor', await page(info(ctx.request), 'CONTRACTOR'))),
    'information/news': bind('information/news', async ({ ctx }) => screen('information/news', 'News', await news(info(ctx.request)))),
    'information/help': bind('information/help', async ({ ctx }) => screen('information/help', 'Help', await help(info(ctx.request), 'default'))),
    'ggs/information/help': bind('ggs/information/help', async ({ ctx }) => screen('ggs/information/help', 'Help', await help(info(ctx.request), 'ggs'))),
    'information/help_modal': bind('information/help_modal', async ({ ctx, input: { query } }) =>
      screen('information/help_modal', 'HelpModal', await helpModal(info(ctx.request), query.topic || undefined))),
    'information/comment_form': bind('information/comment_form', async ({ ctx, input: { query } }) =>
      screen('information/comment_form', 'Initial', commentForm(ctx.member, info(ctx.request), query))),
    'information/comment_form_submit': bind('information/comment_form_submit', async ({ ctx, input: { body } }) => submit(ctx.request, info(ctx.request), body)),
  };
};
