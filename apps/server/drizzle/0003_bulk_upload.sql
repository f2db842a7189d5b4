CREATE TABLE "bulk_upload_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"csv_upload_id" integer,
	"original_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'not_yet' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"release_count" integer DEFAULT 0 NOT NULL,
	"song_count" integer DEFAULT 0 NOT NULL,
	"releases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reserved_by" integer,
	"language" text DEFAULT 'ja' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_batches" ADD CONSTRAINT "bulk_upload_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_batches" ADD CONSTRAINT "bulk_upload_batches_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_batches" ADD CONSTRAINT "bulk_upload_batches_csv_upload_id_uploads_id_fk" FOREIGN KEY ("csv_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_batches" ADD CONSTRAINT "bulk_upload_batches_reserved_by_individuals_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_upload_batches_account_idx" ON "bulk_upload_batches" USING btree ("account_id","id");