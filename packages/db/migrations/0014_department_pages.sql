CREATE TABLE "department_contact_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid,
	"department_code" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"organization" text NOT NULL,
	"interest" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_code" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_responses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"member_id" uuid,
	"department_code" text,
	"satisfaction" smallint,
	"found" text,
	"topic" text NOT NULL,
	"comments" text,
	"reply_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_id" integer NOT NULL,
	"global_supply" boolean DEFAULT false NOT NULL,
	"summary" text NOT NULL,
	"home_office" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"hours" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name"),
	CONSTRAINT "departments_store_id_unique" UNIQUE("store_id")
);
--> statement-breakpoint
CREATE TABLE "ebuy_destinations" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"agency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_contact_requests" ADD CONSTRAINT "department_contact_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_contact_requests" ADD CONSTRAINT "department_contact_requests_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_contacts" ADD CONSTRAINT "department_contacts_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_responses" ADD CONSTRAINT "department_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_responses" ADD CONSTRAINT "department_responses_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebuy_destinations" ADD CONSTRAINT "ebuy_destinations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_contact_requests_email_idx" ON "department_contact_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "department_contacts_department_idx" ON "department_contacts" USING btree ("department_code");--> statement-breakpoint
CREATE INDEX "department_responses_member_idx" ON "department_responses" USING btree ("member_id","created_at");