CREATE TABLE "signing_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"certificate" text,
	"private_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
