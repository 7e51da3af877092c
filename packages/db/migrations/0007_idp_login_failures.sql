CREATE TABLE "idp_login_failures" (
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "idp_login_failures_pk" PRIMARY KEY("account_id","source")
);
--> statement-breakpoint
CREATE TABLE "idp_unlock_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_login_failures" ADD CONSTRAINT "idp_login_failures_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_unlock_tokens" ADD CONSTRAINT "idp_unlock_tokens_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_login_failures_window_idx" ON "idp_login_failures" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "idp_unlock_tokens_account_idx" ON "idp_unlock_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "locked_until";