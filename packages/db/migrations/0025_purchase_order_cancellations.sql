ALTER TABLE "purchase_order_deliveries" DROP CONSTRAINT "purchase_order_deliveries_order_id_unique";--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" DROP CONSTRAINT "purchase_order_deliveries_state";--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_order_kind" UNIQUE("order_id","kind");--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_kind" CHECK ("purchase_order_deliveries"."kind" in ('order', 'cancel'));--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_state" CHECK ("purchase_order_deliveries"."state" in ('pending', 'sent', 'refused', 'failed', 'cancelled'));