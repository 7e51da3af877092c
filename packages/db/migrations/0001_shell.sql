CREATE TABLE "information_pages" (
	"key_name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"store_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_url_map" (
	"old_path" text PRIMARY KEY NOT NULL,
	"new_path" text NOT NULL,
	"query" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"timeout_seconds" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"logo_src" text NOT NULL,
	"logo_alt" text NOT NULL,
	"login_welcome_text" text NOT NULL,
	"description" text NOT NULL,
	"welcome_block_key" text NOT NULL,
	"privacy_act_message" boolean DEFAULT false NOT NULL,
	"logout_home_image_src" text NOT NULL,
	"logout_home_image_alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "stores_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");