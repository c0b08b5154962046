CREATE TABLE "business_signature_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "business_signature_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert or a cascading delete adjusts
-- each (business, day) once, not once per row. The trail is append-only (its hash chain), so
-- an update needs no trigger.
CREATE FUNCTION "business_signature_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "business_signature_days" ("business_id", "day", "events")
  SELECT "business_id", ("at" AT TIME ZONE 'UTC')::date, count(*)::integer
  FROM "inserted"
  WHERE "business_id" IS NOT NULL AND "type" IN ('SIGNED', 'DECLINED')
  GROUP BY 1, 2
  ON CONFLICT ("business_id", "day")
  DO UPDATE SET "events" = "business_signature_days"."events" + excluded."events";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "business_signature_days_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "business_signature_days" AS "days" SET "events" = "days"."events" - "gone"."events"
  FROM (
    SELECT "business_id", ("at" AT TIME ZONE 'UTC')::date AS "day", count(*)::integer AS "events"
    FROM "deleted"
    WHERE "business_id" IS NOT NULL AND "type" IN ('SIGNED', 'DECLINED')
    GROUP BY 1, 2
  ) AS "gone"
  WHERE "days"."business_id" = "gone"."business_id" AND "days"."day" = "gone"."day";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_events_signature_days_insert" AFTER INSERT ON "request_events"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "business_signature_days_add"();--> statement-breakpoint
CREATE TRIGGER "request_events_signature_days_delete" AFTER DELETE ON "request_events"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "business_signature_days_remove"();--> statement-breakpoint
-- The events written before.
INSERT INTO "business_signature_days" ("business_id", "day", "events")
SELECT "business_id", ("at" AT TIME ZONE 'UTC')::date, count(*)::integer
FROM "request_events"
WHERE "business_id" IS NOT NULL AND "type" IN ('SIGNED', 'DECLINED')
GROUP BY 1, 2;
