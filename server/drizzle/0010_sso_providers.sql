-- The old rows only held a login URL; configuration writes the providers again at start.
DELETE FROM "identity_providers";--> statement-breakpoint
ALTER TABLE "identity_providers" DROP COLUMN "login_url";--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "client_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "client_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;