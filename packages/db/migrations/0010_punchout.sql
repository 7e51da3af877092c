CREATE TABLE "punchout_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"po_number" text NOT NULL,
	"payload_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_text" text NOT NULL,
	"order_group_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"store_id" integer NOT NULL,
	"from_domain" text NOT NULL,
	"from_identity" text NOT NULL,
	"to_domain" text NOT NULL,
	"to_identity" text NOT NULL,
	"sender_domain" text NOT NULL,
	"sender_identity" text NOT NULL,
	"secret_hash" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_ship_to" jsonb,
	"accounting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punchout_organizations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text NOT NULL,
	"browser_form_post_url" text NOT NULL,
	"payload_id" text NOT NULL,
	"end_user" jsonb NOT NULL,
	"extrinsics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ship_to" jsonb,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_token_hash" text NOT NULL,
	"start_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"web_session_id" text,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punchout_sessions_start_token_hash_unique" UNIQUE("start_token_hash")
);
--> statement-breakpoint
ALTER TABLE "punchout_orders" ADD CONSTRAINT "punchout_orders_organization_id_punchout_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."punchout_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_orders" ADD CONSTRAINT "punchout_orders_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_organizations" ADD CONSTRAINT "punchout_organizations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_organization_id_punchout_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."punchout_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_orders_po_unique" ON "punchout_orders" USING btree ("organization_id","po_number");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_orders_payload_unique" ON "punchout_orders" USING btree ("organization_id","payload_id");--> statement-breakpoint
CREATE INDEX "punchout_orders_group_idx" ON "punchout_orders" USING btree ("order_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_organizations_from_unique" ON "punchout_organizations" USING btree (lower("from_domain"),lower("from_identity"));--> statement-breakpoint
CREATE INDEX "punchout_sessions_web_session_idx" ON "punchout_sessions" USING btree ("web_session_id");--> statement-breakpoint
CREATE INDEX "punchout_sessions_org_idx" ON "punchout_sessions" USING btree ("organization_id","created_at");