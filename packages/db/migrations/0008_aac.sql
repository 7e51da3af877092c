CREATE TABLE "aac_grants" (
	"member_id" uuid NOT NULL,
	"aac" text NOT NULL,
	"password_hash" text NOT NULL,
	"request_id" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "aac_grants_member_id_aac_pk" PRIMARY KEY("member_id","aac")
);
--> statement-breakpoint
CREATE TABLE "aac_password_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"aac" text NOT NULL,
	"supervisor_member_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'Initial' NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aac_password_requests_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
CREATE TABLE "aac_roles" (
	"aac" text NOT NULL,
	"member_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aac_roles_aac_member_id_role_pk" PRIMARY KEY("aac","member_id","role")
);
--> statement-breakpoint
CREATE TABLE "aacs" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"agency" text NOT NULL,
	"name" text NOT NULL,
	"ship_to" jsonb NOT NULL,
	"bill_to" jsonb NOT NULL,
	"funds_control" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds_authorizations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"aac" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"accounting" jsonb NOT NULL,
	"checkout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"order_group_id" bigint,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aac_grants" ADD CONSTRAINT "aac_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_grants" ADD CONSTRAINT "aac_grants_aac_aacs_code_fk" FOREIGN KEY ("aac") REFERENCES "public"."aacs"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_grants" ADD CONSTRAINT "aac_grants_request_id_aac_password_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."aac_password_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_password_requests" ADD CONSTRAINT "aac_password_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_password_requests" ADD CONSTRAINT "aac_password_requests_aac_aacs_code_fk" FOREIGN KEY ("aac") REFERENCES "public"."aacs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_password_requests" ADD CONSTRAINT "aac_password_requests_supervisor_member_id_members_id_fk" FOREIGN KEY ("supervisor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_roles" ADD CONSTRAINT "aac_roles_aac_aacs_code_fk" FOREIGN KEY ("aac") REFERENCES "public"."aacs"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aac_roles" ADD CONSTRAINT "aac_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_authorizations" ADD CONSTRAINT "funds_authorizations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_authorizations" ADD CONSTRAINT "funds_authorizations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_authorizations" ADD CONSTRAINT "funds_authorizations_aac_aacs_code_fk" FOREIGN KEY ("aac") REFERENCES "public"."aacs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_authorizations" ADD CONSTRAINT "funds_authorizations_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aac_password_requests_member_idx" ON "aac_password_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "aac_password_requests_supervisor_idx" ON "aac_password_requests" USING btree ("supervisor_member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "aac_password_requests_open_unique" ON "aac_password_requests" USING btree ("member_id","aac") WHERE status = 'Initial';--> statement-breakpoint
CREATE INDEX "aac_roles_member_idx" ON "aac_roles" USING btree ("member_id","role");--> statement-breakpoint
CREATE INDEX "funds_authorizations_member_idx" ON "funds_authorizations" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "funds_authorizations_aac_idx" ON "funds_authorizations" USING btree ("aac","status");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_authorizations_open_unique" ON "funds_authorizations" USING btree ("cart_id") WHERE status in ('Pending', 'Authorized');