CREATE TABLE "fedstrip_lines" (
	"cart_item_id" bigint PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"aac" text NOT NULL,
	"stock_number" text NOT NULL,
	"codes" jsonb NOT NULL,
	"overseas" boolean DEFAULT false NOT NULL,
	"ordinal_date" text NOT NULL,
	"serial" text NOT NULL,
	"exception_remarks" text DEFAULT '' NOT NULL,
	"exception_ship_to" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fedstrip_profiles" (
	"member_id" uuid NOT NULL,
	"aac" text NOT NULL,
	"codes" jsonb NOT NULL,
	"overseas" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fedstrip_profiles_member_id_aac_pk" PRIMARY KEY("member_id","aac")
);
--> statement-breakpoint
CREATE TABLE "fedstrip_serials" (
	"aac" text NOT NULL,
	"ordinal_date" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "fedstrip_serials_aac_ordinal_date_pk" PRIMARY KEY("aac","ordinal_date"),
	CONSTRAINT "fedstrip_serials_range" CHECK (last_serial between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"aac" text NOT NULL,
	"ordinal_date" text NOT NULL,
	"serial" text NOT NULL,
	"document_number" text NOT NULL,
	"record" text NOT NULL,
	"exception_remarks" text DEFAULT '' NOT NULL,
	"exception_ship_to" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_record_length" CHECK (length(record) = 80)
);
--> statement-breakpoint
ALTER TABLE "fedstrip_lines" ADD CONSTRAINT "fedstrip_lines_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fedstrip_lines" ADD CONSTRAINT "fedstrip_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fedstrip_profiles" ADD CONSTRAINT "fedstrip_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fedstrip_lines_cart_idx" ON "fedstrip_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fedstrip_lines_document_number_unique" ON "fedstrip_lines" USING btree ("aac","ordinal_date","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_document_number_unique" ON "requisitions" USING btree ("aac","ordinal_date","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_order_line_unique" ON "requisitions" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "requisitions_order_idx" ON "requisitions" USING btree ("order_id");