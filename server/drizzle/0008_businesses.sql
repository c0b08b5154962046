CREATE TABLE "business_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_domains_domain_lower" CHECK ("business_domains"."domain" = lower("business_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "business_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_invitations_email_lower" CHECK ("business_invitations"."email" = lower("business_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "business_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_role" CHECK ("business_members"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"address_1" text,
	"address_2" text,
	"city" text,
	"postal_code" text,
	"vat" text,
	"support_contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb,
	"logo" jsonb,
	"payment_method" text DEFAULT 'TRIALING' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"price_plan" text NOT NULL,
	"price_plan_start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cello_ucc" text,
	"gtc_accepted_at" timestamp with time zone,
	"dpa_accepted_at" timestamp with time zone,
	"deletion_scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_domains" ADD CONSTRAINT "business_domains_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_domains_business_id_idx" ON "business_domains" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_business_email_idx" ON "business_invitations" USING btree ("business_id","email");--> statement-breakpoint
CREATE INDEX "business_invitations_email_idx" ON "business_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "business_members_business_id_idx" ON "business_members" USING btree ("business_id","role");