CREATE TABLE "state_validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"agency_id" text NOT NULL,
	"agency_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"programs" text[] NOT NULL,
	"dodaac_1122" text,
	"validated_by_id" uuid,
	"validated_by" text NOT NULL,
	"validated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "state_programs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "state_programs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "state_programs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "state_program" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "state_program_purpose" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "state_program_reference" text;--> statement-breakpoint
ALTER TABLE "state_validations" ADD CONSTRAINT "state_validations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_validations" ADD CONSTRAINT "state_validations_validated_by_id_members_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "state_validations_member_unique" ON "state_validations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "state_validations_expires_idx" ON "state_validations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "products_state_programs_gin" ON "products" USING gin ("state_programs");