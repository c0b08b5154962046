CREATE TABLE "business_discounts" (
	"business_id" text NOT NULL,
	"promo_code" text NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_discounts_business_id_promo_code_pk" PRIMARY KEY("business_id","promo_code")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"url" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan" text NOT NULL,
	"currency" text NOT NULL,
	"cycle" text NOT NULL,
	"per_seat_minor" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_currency_cycle_pk" PRIMARY KEY("plan","currency","cycle"),
	CONSTRAINT "plan_prices_amount" CHECK ("plan_prices"."per_seat_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_plans" (
	"name" text PRIMARY KEY NOT NULL,
	"offered" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"min_seats" integer DEFAULT 1 NOT NULL,
	"max_seats" integer,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"licences" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer NOT NULL,
	"plans" text[],
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"business_id" text PRIMARY KEY NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"currency" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_plan" text,
	"card" jsonb,
	"past_due_since" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "billing_customer_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "referred_by" text;--> statement-breakpoint
ALTER TABLE "business_discounts" ADD CONSTRAINT "business_discounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_price_plans_name_fk" FOREIGN KEY ("plan") REFERENCES "public"."price_plans"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_business_id_idx" ON "invoices" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sandbox_objects_customer_idx" ON "payment_sandbox_objects" USING btree ("customer_id","kind");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_billing_customer_id_unique" UNIQUE("billing_customer_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint
INSERT INTO "price_plans" ("name", "offered", "sort_order", "min_seats", "max_seats", "trial_days", "licences") VALUES
	('individual', true, 1, 1, 1, 0, '{"eidas":{"payForMembers":false,"payForInvitations":false},"zertes":{"payForMembers":false,"payForInvitations":false}}'),
	('team', true, 2, 2, 50, 14, '{"eidas":{"payForMembers":false,"payForInvitations":false},"zertes":{"payForMembers":false,"payForInvitations":false}}'),
	('pro', true, 3, 5, NULL, 14, '{"eidas":{"payForMembers":true,"payForInvitations":false},"zertes":{"payForMembers":true,"payForInvitations":false}}'),
	('scale', true, 4, 25, NULL, 14, '{"eidas":{"payForMembers":true,"payForInvitations":true},"zertes":{"payForMembers":true,"payForInvitations":true}}'),
	('fair_flat', false, 10, 1, 10, 0, '{"eidas":{"payForMembers":false,"payForInvitations":false},"zertes":{"payForMembers":false,"payForInvitations":false}}'),
	('free_legacy', false, 11, 1, 3, 0, '{"eidas":{"payForMembers":false,"payForInvitations":false},"zertes":{"payForMembers":false,"payForInvitations":false}}'),
	('ent_standard', false, 20, 1, NULL, 0, '{"eidas":{"payForMembers":true,"payForInvitations":true},"zertes":{"payForMembers":true,"payForInvitations":true}}');
--> statement-breakpoint
INSERT INTO "plan_prices" ("plan", "currency", "cycle", "per_seat_minor") VALUES
	('individual', 'CHF', 'monthly', 1900), ('individual', 'CHF', 'yearly', 19000),
	('individual', 'EUR', 'monthly', 1800), ('individual', 'EUR', 'yearly', 18000),
	('team', 'CHF', 'monthly', 2900), ('team', 'CHF', 'yearly', 29000),
	('team', 'EUR', 'monthly', 2700), ('team', 'EUR', 'yearly', 27000),
	('pro', 'CHF', 'monthly', 4900), ('pro', 'CHF', 'yearly', 49000),
	('pro', 'EUR', 'monthly', 4500), ('pro', 'EUR', 'yearly', 45000),
	('scale', 'CHF', 'monthly', 3900), ('scale', 'CHF', 'yearly', 39000),
	('scale', 'EUR', 'monthly', 3600), ('scale', 'EUR', 'yearly', 36000),
	('fair_flat', 'CHF', 'monthly', 1500), ('fair_flat', 'CHF', 'yearly', 15000),
	('fair_flat', 'EUR', 'monthly', 1400), ('fair_flat', 'EUR', 'yearly', 14000);
--> statement-breakpoint
INSERT INTO "promo_codes" ("code", "discount_type", "percent_off", "plans", "expires_at", "max_redemptions") VALUES
	('WELCOME20', 'percent_20', 20, NULL, '2027-12-31T23:59:59Z', NULL),
	('TEAM10', 'percent_10', 10, ARRAY['team'], NULL, NULL),
	('SMG_PARTNER', 'smg_partner_15', 15, NULL, NULL, 100);
--> statement-breakpoint
UPDATE "businesses" SET "currency" = CASE WHEN "country" IN ('CH', 'LI') THEN 'CHF' ELSE 'EUR' END;
