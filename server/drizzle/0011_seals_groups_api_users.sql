CREATE TABLE "api_users" (
	"username" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"user_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "seal_members" (
	"seal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_members_seal_id_user_id_pk" PRIMARY KEY("seal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"account_name" text NOT NULL,
	"display_name" text NOT NULL,
	"quality" text DEFAULT 'AES' NOT NULL,
	"image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seals_account_name_unique" UNIQUE("account_name"),
	CONSTRAINT "seals_quality" CHECK ("seals"."quality" in ('AES', 'QES'))
);
--> statement-breakpoint
CREATE TABLE "signer_group_members" (
	"group_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"position" integer NOT NULL,
	CONSTRAINT "signer_group_members_group_id_email_pk" PRIMARY KEY("group_id","email"),
	CONSTRAINT "signer_group_members_email_lower" CHECK ("signer_group_members"."email" = lower("signer_group_members"."email"))
);
--> statement-breakpoint
CREATE TABLE "signer_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_users" ADD CONSTRAINT "api_users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_users" ADD CONSTRAINT "api_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_members" ADD CONSTRAINT "seal_members_seal_id_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."seals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_members" ADD CONSTRAINT "seal_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seals" ADD CONSTRAINT "seals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_group_members" ADD CONSTRAINT "signer_group_members_group_id_signer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."signer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_groups" ADD CONSTRAINT "signer_groups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_groups" ADD CONSTRAINT "signer_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_users_business_id_idx" ON "api_users" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "seal_members_user_id_idx" ON "seal_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seals_business_id_idx" ON "seals" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "signer_group_members_email_idx" ON "signer_group_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "signer_groups_business_id_idx" ON "signer_groups" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "signer_groups_owner_id_idx" ON "signer_groups" USING btree ("owner_id");--> statement-breakpoint
-- Businesses made before seals existed get theirs now, as new ones do at creation: the account
-- name from the business name, a suffix where two names would collide.
INSERT INTO "seals" ("id", "business_id", "account_name", "display_name")
SELECT 'seal_' || substr(md5(random()::text || b."id"), 1, 16), b."id",
  CASE WHEN b."rank" = 1 THEN b."slug" ELSE b."slug" || '-' || b."rank" END, b."name"
FROM (
  SELECT "id", "name", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "rank"
  FROM (
    SELECT "id", "name", "created_at",
      CASE WHEN "base" = '' THEN 'seal' WHEN length("base") < 3 THEN "base" || '-seal' ELSE "base" END AS "slug"
    FROM (
      SELECT "id", "name", "created_at",
        trim(both '-' from left(regexp_replace(translate(replace(replace(replace(replace(lower("name"),
          'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'àáâãåèéêëìíîïòóôõùúûçñ', 'aaaaaeeeeiiiioooouuucn'),
          '[^a-z0-9]+', '-', 'g'), 56)) AS "base"
      FROM "businesses"
    ) AS "based"
  ) AS "named"
) AS b;
