CREATE TABLE "contractor_order_channels" (
	"contractor_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"endpoint_url" text,
	"from_domain" text,
	"from_identity" text,
	"to_domain" text,
	"to_identity" text,
	"sender_domain" text,
	"sender_identity" text,
	"secret_ciphertext" text,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_order_channels_kind" CHECK ("contractor_order_channels"."kind" in ('cxml', 'email'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_from" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "purchase_order_deliveries_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "purchase_order_deliveries_state" CHECK ("purchase_order_deliveries"."state" in ('pending', 'sent', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "contractor_order_channels" ADD CONSTRAINT "contractor_order_channels_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_deliveries_due_idx" ON "purchase_order_deliveries" USING btree ("state","next_attempt_at");