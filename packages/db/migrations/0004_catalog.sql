CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"fsc" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uei" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"small_business" boolean DEFAULT false NOT NULL,
	"woman_owned" boolean DEFAULT false NOT NULL,
	"veteran_owned" boolean DEFAULT false NOT NULL,
	"sdvo" boolean DEFAULT false NOT NULL,
	"eight_a" boolean DEFAULT false NOT NULL,
	"hubzone" boolean DEFAULT false NOT NULL,
	"ability_one" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contractors_uei_unique" UNIQUE("uei")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"schedule" text NOT NULL,
	"sin" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"maximum_order_cents" integer,
	"fob" text NOT NULL,
	"warranty" text NOT NULL,
	"payment_terms" text NOT NULL,
	"accepts_purchase_card" boolean DEFAULT true NOT NULL,
	"store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "contracts_contract_number_unique" UNIQUE("contract_number")
);
--> statement-breakpoint
CREATE TABLE "customer_service_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"label" text NOT NULL,
	"icon" text NOT NULL,
	"tooltip" text NOT NULL,
	"description" text NOT NULL,
	"popular_item" boolean DEFAULT false NOT NULL,
	"help_set" text DEFAULT 'default' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"heading" text NOT NULL,
	"content" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"page_key" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days" smallint NOT NULL,
	"delivery_text" text NOT NULL,
	"minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"stock_status" text NOT NULL,
	"gsa_stock" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"manufacturer_name" text NOT NULL,
	"part_number" text NOT NULL,
	"part_number_norm" text NOT NULL,
	"nsn" text,
	"nsn_norm" text,
	"unit_of_issue" text NOT NULL,
	"category_id" integer NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"socio" text[] DEFAULT '{}'::text[] NOT NULL,
	"contractor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text NOT NULL,
	"min_price_cents" integer NOT NULL,
	"max_price_cents" integer NOT NULL,
	"fastest_delivery_days" smallint NOT NULL,
	"offer_count" smallint NOT NULL,
	"gsa_stock" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('simple', manufacturer_name || ' ' || part_number || ' ' || coalesce(nsn, '')), 'B') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"search_query" text,
	"category_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "special_programs" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"kind" text DEFAULT 'program' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_sections" ADD CONSTRAINT "help_sections_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "contracts_contractor_idx" ON "contracts" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "help_sections_category_idx" ON "help_sections" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_product_contract_unique" ON "offers" USING btree ("product_id","contract_id");--> statement-breakpoint
CREATE INDEX "products_search_gin" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_part_number_norm_idx" ON "products" USING btree ("part_number_norm");--> statement-breakpoint
CREATE INDEX "products_part_number_trgm" ON "products" USING gin ("part_number_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_nsn_norm_idx" ON "products" USING btree ("nsn_norm");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_programs_gin" ON "products" USING gin ("programs");--> statement-breakpoint
CREATE INDEX "products_contractors_gin" ON "products" USING gin ("contractor_ids");--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix" ON "search_terms" USING btree ("term" text_pattern_ops);