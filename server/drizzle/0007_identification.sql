CREATE TABLE "identifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"signature_id" text,
	"signup_token_hash" text,
	"request_id" text,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"legislation" text NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"reference" text NOT NULL,
	"url" text,
	"identity" jsonb,
	"name_mismatch" boolean DEFAULT false NOT NULL,
	"certificate_ready" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identifications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "identifications_one_subject" CHECK (num_nonnulls("identifications"."user_id", "identifications"."signature_id", "identifications"."signup_token_hash") = 1)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "signature_qualities" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "identity" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity" jsonb;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identifications_user_id_idx" ON "identifications" USING btree ("user_id","provider","method");--> statement-breakpoint
CREATE INDEX "identifications_signature_id_idx" ON "identifications" USING btree ("signature_id");--> statement-breakpoint
CREATE INDEX "identifications_signup_token_hash_idx" ON "identifications" USING btree ("signup_token_hash");