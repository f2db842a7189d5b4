CREATE TABLE "feature_notice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_notice_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_notice_tokens" ADD CONSTRAINT "feature_notice_tokens_notice_id_feature_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."feature_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_notice_requests_client_idx" ON "feature_notice_requests" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "feature_notice_tokens_notice_idx" ON "feature_notice_tokens" USING btree ("notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_notices_feature_email_idx" ON "feature_notices" USING btree ("feature","email");