CREATE TABLE "restricted_store_members" (
	"member_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"validated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restricted_store_members_member_id_store_id_pk" PRIMARY KEY("member_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_email_validations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"link_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_email_validations_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
ALTER TABLE "restricted_store_members" ADD CONSTRAINT "restricted_store_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_email_validations" ADD CONSTRAINT "store_email_validations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_email_validations_member_idx" ON "store_email_validations" USING btree ("member_id","created_at");