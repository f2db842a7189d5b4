CREATE UNLOGGED TABLE "sales_import_keys" (
	"report_id" integer NOT NULL,
	"icpn" text NOT NULL,
	"isrc" text NOT NULL,
	"account_id" integer,
	"release_id" integer,
	"song_id" integer,
	"revenue_type" text
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "sales_import_lines" (
	"report_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"summary_id" text,
	"isrc" text NOT NULL,
	"icpn" text NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"sale_date" date NOT NULL,
	"country" text NOT NULL,
	"prefecture" smallint NOT NULL,
	"commercial_model" text NOT NULL,
	"use_type" text NOT NULL,
	"quantity" bigint NOT NULL,
	"currency" text NOT NULL,
	"revenue_micros" bigint
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "sales_import_summaries" (
	"report_id" integer NOT NULL,
	"summary_id" text NOT NULL,
	"currency" text NOT NULL,
	"net_micros" bigint NOT NULL,
	"usages" bigint,
	"read_usages" bigint
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "sales_rollup_parts" (
	"batch_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"sale_date" date NOT NULL,
	"key" text NOT NULL,
	"detail_type" text NOT NULL,
	"quantity" bigint NOT NULL,
	"jpy_micros" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_report_failures" ADD COLUMN "listed_size" bigint;--> statement-breakpoint
ALTER TABLE "sales_report_failures" ADD COLUMN "listed_modified_ms" bigint;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD COLUMN "summary_totals" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD COLUMN "replaced_by" integer;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD COLUMN "replaces_report_id" integer;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD COLUMN "state" text DEFAULT 'imported' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_import_keys_report_idx" ON "sales_import_keys" USING btree ("report_id","icpn","isrc");--> statement-breakpoint
CREATE INDEX "sales_import_lines_report_idx" ON "sales_import_lines" USING btree ("report_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_import_summaries_report_idx" ON "sales_import_summaries" USING btree ("report_id","summary_id");--> statement-breakpoint
CREATE INDEX "sales_rollup_parts_batch_idx" ON "sales_rollup_parts" USING btree ("batch_id");