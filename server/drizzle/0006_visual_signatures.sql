CREATE TABLE "visual_signatures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"location" text,
	"language" text DEFAULT 'en' NOT NULL,
	"quality" text,
	"legislation" text,
	"provider" text,
	"display_claim" boolean NOT NULL,
	"display_standards" boolean NOT NULL,
	"display_qr" boolean DEFAULT false NOT NULL,
	"display_date" boolean NOT NULL,
	"placeholder" boolean DEFAULT false NOT NULL,
	"image_sha256" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visual_signatures" ADD CONSTRAINT "visual_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visual_signatures_user_id_idx" ON "visual_signatures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visual_signatures_one_default" ON "visual_signatures" USING btree ("user_id") WHERE "visual_signatures"."is_default";--> statement-breakpoint
-- The stamps kept in users.signatures move here, in their order; the first becomes the default.
-- Values the old column allowed but the table's contract does not are brought into range.
INSERT INTO "visual_signatures" ("id", "user_id", "alias", "name", "company", "location", "language", "display_claim", "display_standards", "display_qr", "display_date", "placeholder", "is_default", "created_at", "updated_at")
SELECT
	'vs_' || replace(gen_random_uuid()::text, '-', ''),
	u."id",
	left(coalesce(nullif(trim(s.value->>'name'), ''), 'Signature'), 64),
	left(coalesce(nullif(trim(s.value->>'name'), ''), trim(u."first_name" || ' ' || u."last_name")), 128),
	left(nullif(s.value->>'company', ''), 128),
	left(nullif(s.value->>'location', ''), 128),
	CASE WHEN lower(left(coalesce(s.value->>'language', 'en'), 2)) IN ('en', 'de', 'fr', 'it') THEN lower(left(coalesce(s.value->>'language', 'en'), 2)) ELSE 'en' END,
	coalesce((s.value->>'displayClaim')::boolean, true),
	coalesce((s.value->>'displayStandards')::boolean, true),
	coalesce((s.value->>'displayQr')::boolean, false),
	coalesce((s.value->>'displayDate')::boolean, true),
	false,
	s.ordinality = 1,
	u."updated_at" + (s.ordinality * interval '1 millisecond'),
	u."updated_at" + (s.ordinality * interval '1 millisecond')
FROM "users" u, jsonb_array_elements(u."signatures") WITH ORDINALITY AS s(value, ordinality)
WHERE s.ordinality <= 20;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "signatures";