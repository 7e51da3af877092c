ALTER TABLE "purchase_order_deliveries" DROP CONSTRAINT "purchase_order_deliveries_order_kind";--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" DROP CONSTRAINT "purchase_order_deliveries_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_deliveries_order_kind" ON "purchase_order_deliveries" USING btree ("order_id","kind") WHERE "purchase_order_deliveries"."kind" <> 'change';--> statement-breakpoint
CREATE INDEX "purchase_order_deliveries_changes_idx" ON "purchase_order_deliveries" USING btree ("order_id","id") WHERE "purchase_order_deliveries"."kind" = 'change';--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_kind" CHECK ("purchase_order_deliveries"."kind" in ('order', 'change', 'cancel'));