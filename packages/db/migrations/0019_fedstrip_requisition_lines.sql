-- Each keyed FEDSTRIP line is its own requisition with its own quantity; a cart item holds one or more of them.
-- A FEDSTRIP order keeps its own ship-to and accounting where its requisitions route it (signal codes).
ALTER TABLE "fedstrip_lines" DROP CONSTRAINT "fedstrip_lines_pkey";--> statement-breakpoint
ALTER TABLE "fedstrip_lines" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "fedstrip_lines" ADD COLUMN "quantity" integer;--> statement-breakpoint
UPDATE "fedstrip_lines" SET "quantity" = "cart_items"."quantity" FROM "cart_items" WHERE "cart_items"."id" = "fedstrip_lines"."cart_item_id";--> statement-breakpoint
ALTER TABLE "fedstrip_lines" ALTER COLUMN "quantity" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "fedstrip_lines_cart_item_idx" ON "fedstrip_lines" USING btree ("cart_item_id");--> statement-breakpoint
ALTER TABLE "parked_cart_items" ADD COLUMN "requisitions" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accounting" jsonb;