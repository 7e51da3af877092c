CREATE TABLE "catalog_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"lines" integer NOT NULL,
	"new_count" integer NOT NULL,
	"changed_count" integer NOT NULL,
	"unchanged_count" integer NOT NULL,
	"withdrawn_count" integer NOT NULL,
	"actor" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"change" text NOT NULL,
	"old_price_cents" integer,
	"new_price_cents" integer,
	"publication_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_publications_contract_idx" ON "catalog_publications" USING btree ("contract_id","published_at");--> statement-breakpoint
CREATE INDEX "offer_price_history_offer_idx" ON "offer_price_history" USING btree ("offer_id","changed_at");