CREATE TABLE "state_authorizations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"supervisor_member_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"program" text NOT NULL,
	"program_purpose" text,
	"program_reference" text,
	"needs" text[] NOT NULL,
	"checkout" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"limit_cents" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"order_group_id" bigint
);
--> statement-breakpoint
ALTER TABLE "state_validations" ADD COLUMN "supervisor_member_id" uuid;--> statement-breakpoint
ALTER TABLE "state_validations" ADD COLUMN "supervisor_email" text;--> statement-breakpoint
ALTER TABLE "state_validations" ADD COLUMN "purchase_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "state_authorizations" ADD CONSTRAINT "state_authorizations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_authorizations" ADD CONSTRAINT "state_authorizations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_authorizations" ADD CONSTRAINT "state_authorizations_supervisor_member_id_members_id_fk" FOREIGN KEY ("supervisor_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_authorizations" ADD CONSTRAINT "state_authorizations_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "state_authorizations_link_unique" ON "state_authorizations" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "state_authorizations_member_idx" ON "state_authorizations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "state_authorizations_supervisor_idx" ON "state_authorizations" USING btree ("supervisor_member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "state_authorizations_open_unique" ON "state_authorizations" USING btree ("cart_id") WHERE status in ('Pending', 'Approved');--> statement-breakpoint
ALTER TABLE "state_validations" ADD CONSTRAINT "state_validations_supervisor_member_id_members_id_fk" FOREIGN KEY ("supervisor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;