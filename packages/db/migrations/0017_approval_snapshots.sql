ALTER TABLE "funds_authorizations" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "state_authorizations" ADD COLUMN "snapshot" jsonb;