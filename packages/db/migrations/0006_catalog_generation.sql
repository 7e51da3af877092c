-- The catalog's generation: a counter every statement that changes products or contractors advances, so a
-- search index held in memory (apps/server/src/modules/search/mem-engine.ts) can tell it is stale with one
-- one-row read. A sequence, not a row: bulk loads in concurrent transactions never wait on each other for it,
-- and a rolled-back change only costs one needless reload.
CREATE SEQUENCE "catalog_generation";
--> statement-breakpoint
CREATE FUNCTION "catalog_generation_advance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_generation');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_generation_advance"();
--> statement-breakpoint
CREATE TRIGGER "contractors_catalog_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_generation_advance"();
