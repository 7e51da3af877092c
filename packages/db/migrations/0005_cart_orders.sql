CREATE SEQUENCE "public"."order_group_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."parked_cart_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"contractor_name" text NOT NULL,
	"part_number" text NOT NULL,
	"nsn" text,
	"title" text NOT NULL,
	"unit_of_issue" text NOT NULL,
	"minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"accepted_price_cents" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"session_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"overseas" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parked_cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parked_cart_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"contractor_name" text NOT NULL,
	"part_number" text NOT NULL,
	"nsn" text,
	"title" text NOT NULL,
	"unit_of_issue" text NOT NULL,
	"minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"parked_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parked_carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"cart_number" text NOT NULL,
	"name" text NOT NULL,
	"forwarded_by_member_id" uuid,
	"forwarded_by_name" text,
	"forward_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parked_carts_cart_number_unique" UNIQUE("cart_number")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"aac" text,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_number" text NOT NULL,
	"member_id" uuid NOT NULL,
	"cart_id" bigint NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"payment_kind" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_expiry" text,
	"accounting" jsonb,
	"ship_to" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_groups_group_number_unique" UNIQUE("group_number"),
	CONSTRAINT "order_groups_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"line_number" smallint NOT NULL,
	"product_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"part_number" text NOT NULL,
	"nsn" text,
	"title" text NOT NULL,
	"unit_of_issue" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"extended_cents" bigint NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"estimated_date" date,
	"carrier" text,
	"tracking_number" text
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"line_id" bigint,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"group_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"contractor_id" integer NOT NULL,
	"contractor_name" text NOT NULL,
	"contract_number" text NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"deliver_by" date,
	"notes" text DEFAULT '' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"reconciled_at" timestamp with time zone,
	"statement_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_cart_items" ADD CONSTRAINT "parked_cart_items_parked_cart_id_parked_carts_id_fk" FOREIGN KEY ("parked_cart_id") REFERENCES "public"."parked_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_offer_unique" ON "cart_items" USING btree ("cart_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_member_unique" ON "carts" USING btree ("member_id") WHERE status = 'active' and member_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_session_unique" ON "carts" USING btree ("session_id") WHERE status = 'active' and session_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parked_cart_items_offer_unique" ON "parked_cart_items" USING btree ("parked_cart_id","offer_id");--> statement-breakpoint
CREATE INDEX "parked_carts_member_idx" ON "parked_carts" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_member_name_unique" ON "addresses" USING btree ("member_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_groups_member_idx" ON "order_groups" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_number_unique" ON "order_lines" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "payment_methods_member_idx" ON "payment_methods" USING btree ("member_id");