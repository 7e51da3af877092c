CREATE TABLE "idp_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_confirmed" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"email_verified" boolean DEFAULT false NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "idp_accounts_email_lowercase" CHECK ("idp_accounts"."email" = lower("idp_accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "idp_email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_payloads_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "idp_email_tokens" ADD CONSTRAINT "idp_email_tokens_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_email_tokens_account_idx" ON "idp_email_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_grant_id_idx" ON "idp_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_uid_idx" ON "idp_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_payloads_expires_at_idx" ON "idp_payloads" USING btree ("expires_at");