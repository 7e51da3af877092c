CREATE TABLE "catalog_upload_parts" (
	"upload_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "catalog_upload_parts_upload_id_kind_seq_pk" PRIMARY KEY("upload_id","kind","seq")
);
--> statement-breakpoint
CREATE TABLE "catalog_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" integer NOT NULL,
	"credential_id" uuid NOT NULL,
	"contract_id" integer,
	"contract_number" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"lines" integer NOT NULL,
	"accepted" integer NOT NULL,
	"refused" integer NOT NULL,
	"new_count" integer,
	"changed_count" integer,
	"unchanged_count" integer,
	"withdrawn_count" integer,
	"status" text NOT NULL,
	"publication_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contractor_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" integer NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog_upload_parts" ADD CONSTRAINT "catalog_upload_parts_upload_id_catalog_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."catalog_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_credentials" ADD CONSTRAINT "contractor_credentials_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_uploads_contractor_idx" ON "catalog_uploads" USING btree ("contractor_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "contractor_credentials_contractor_idx" ON "contractor_credentials" USING btree ("contractor_id");