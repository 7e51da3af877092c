CREATE TABLE "contractor_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"credential_id" uuid NOT NULL,
	"payload_id" text NOT NULL,
	"document_type" text NOT NULL,
	"order_number" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_text" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"contractor_id" integer NOT NULL,
	"document_id" bigint NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"total_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_document_id_contractor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contractor_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_documents_payload_unique" ON "contractor_documents" USING btree ("contractor_id","payload_id");--> statement-breakpoint
CREATE INDEX "contractor_documents_order_idx" ON "contractor_documents" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_unique" ON "order_invoices" USING btree ("contractor_id","invoice_number");--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("order_id");