CREATE TABLE "business_events" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"role" text,
	"plan" text,
	"seats" integer,
	"details" text
);
--> statement-breakpoint
ALTER TABLE "business_members" ADD COLUMN "cost_center" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "aes_for_business" jsonb;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "paid_by_business_id" text;--> statement-breakpoint
ALTER TABLE "request_events" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "cost_center" text;--> statement-breakpoint
ALTER TABLE "business_events" ADD CONSTRAINT "business_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_events_business_at_idx" ON "business_events" USING btree ("business_id","at");--> statement-breakpoint
CREATE INDEX "identifications_business_idx" ON "identifications" USING btree ("business_id","created_at") WHERE "identifications"."business_id" is not null;--> statement-breakpoint
CREATE INDEX "request_events_business_signatures_idx" ON "request_events" USING btree ("business_id","at") WHERE "request_events"."business_id" is not null and "request_events"."type" in ('SIGNED', 'DECLINED');--> statement-breakpoint
CREATE INDEX "signature_requests_business_initiated_idx" ON "signature_requests" USING btree ("business_id","initiated_at") WHERE "signature_requests"."business_id" is not null;--> statement-breakpoint
-- Events written before this migration are reported to their request's business.
UPDATE "request_events" SET "business_id" = "signature_requests"."business_id" FROM "signature_requests" WHERE "signature_requests"."id" = "request_events"."request_id" AND "signature_requests"."business_id" IS NOT NULL;--> statement-breakpoint
-- Identifications made for a business's request are reported to (and were paid by) it; a member's own to their business.
UPDATE "identifications" SET "business_id" = "signature_requests"."business_id", "paid_by_business_id" = "signature_requests"."business_id" FROM "signature_requests" WHERE "signature_requests"."id" = "identifications"."request_id" AND "signature_requests"."business_id" IS NOT NULL;--> statement-breakpoint
UPDATE "identifications" SET "business_id" = "business_members"."business_id" FROM "business_members" WHERE "identifications"."business_id" IS NULL AND "business_members"."user_id" = "identifications"."user_id";
