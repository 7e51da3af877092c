CREATE TABLE "saved_accounting_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"aac" text NOT NULL,
	"fund_code" text NOT NULL,
	"appropriation" text NOT NULL,
	"object_class" text NOT NULL,
	"project_job" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_accounting_codes" ADD CONSTRAINT "saved_accounting_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_accounting_codes_line_uq" ON "saved_accounting_codes" USING btree ("member_id","aac","fund_code","appropriation","object_class","project_job");