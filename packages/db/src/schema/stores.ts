import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
});

/** Per-store settings of docs/product/README.md, keyed by store id. */
export const storeSettings = pgTable('store_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  logoSrc: text('logo_src').notNull(),
  logoAlt: text('logo_alt').notNull(),
  loginWelcomeText: text('login_welcome_text').notNull(),
  description: text('description').notNull(),
  welcomeBlockKey: text('welcome_block_key').notNull(),
  privacyActMessage: boolean('privacy_act_message').notNull().default(false),
  logoutHomeImageSrc: text('logout_home_image_src').notNull(),
  logoutHomeImageAlt: text('logout_home_image_alt').notNull(),
});
