CREATE TABLE "signer_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"signature_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signer_links" ADD CONSTRAINT "signer_links_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signer_links_signature_id_idx" ON "signer_links" USING btree ("signature_id");