-- The catalog's generation becomes a row (docs/adr/0007-in-memory-search.md, docs/adr/0028-catalog-intake.md).
-- Migration 0006 kept it in a sequence, and a sequence is not transactional: nextval is seen by every session at
-- once, before the transaction that called it commits. A publication advanced it with its first products statement,
-- so every instance's in-memory index reloaded the catalog as it still was, in the middle of the publication (the
-- searches waiting for each reload), and a reload between the last products statement and the commit kept the old
-- catalog under the new generation: the published catalog was not seen until the next change. A row changes at the
-- commit, with the catalog. Only publications (serialized by their advisory lock) and the seed write products or
-- contractors, so writers do not queue on the row's lock.
DROP TRIGGER "products_catalog_generation" ON "products";
--> statement-breakpoint
DROP TRIGGER "contractors_catalog_generation" ON "contractors";
--> statement-breakpoint
DROP FUNCTION "catalog_generation_advance"();
--> statement-breakpoint
DROP SEQUENCE "catalog_generation";
--> statement-breakpoint
CREATE TABLE "catalog_generation" (
  "one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
  "value" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_generation" ("one", "value") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION "catalog_generation_advance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_generation" SET "value" = "value" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_generation_advance"();
--> statement-breakpoint
CREATE TRIGGER "contractors_catalog_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_generation_advance"();
