CREATE TABLE "signing_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"guest_signature_id" text,
	"batch" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_transactions" ADD CONSTRAINT "signing_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_transactions_user_id_idx" ON "signing_transactions" USING btree ("user_id");