CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"signature_id" text,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "observers" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observers_email_lower" CHECK ("observers"."email" = lower("observers"."email"))
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_email" text,
	"actor_user_id" text,
	"signature_id" text,
	"message" text,
	"ip" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
-- Until now a document row was only a name (the demo seed's placeholders): no upload existed,
-- so no bytes can be lost. They are removed so that every document has content and a hash.
DELETE FROM "documents";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "origin_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "size" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_width" real;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_height" real;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signature_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "redirect" jsonb;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "initiated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "signed_quality" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "signed_legislation" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "signer_group_id" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "document_signatures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "last_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observers" ADD CONSTRAINT "observers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observers" ADD CONSTRAINT "observers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_request_id_idx" ON "attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "attachments_sha256_idx" ON "attachments" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "observers_request_email_idx" ON "observers" USING btree ("request_id","email");--> statement-breakpoint
CREATE INDEX "observers_email_idx" ON "observers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "observers_user_id_idx" ON "observers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_events_request_seq_idx" ON "request_events" USING btree ("request_id","seq");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_origin_id_idx" ON "documents" USING btree ("origin_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_sha256_idx" ON "documents" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sha256_hex" CHECK ("documents"."sha256" ~ '^[0-9a-f]{64}$');