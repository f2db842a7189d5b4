CREATE TABLE "revenue_close_parts" (
	"run" text NOT NULL,
	"month" text NOT NULL,
	"account_id" integer NOT NULL,
	"revenue_type" text NOT NULL,
	"store_id" text NOT NULL,
	"release_id" integer NOT NULL,
	"sale_month" text NOT NULL,
	"quantity" bigint NOT NULL,
	"jpy_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revenue_close_parts_run_idx" ON "revenue_close_parts" USING btree ("run");--> statement-breakpoint
CREATE INDEX "revenue_close_parts_month_idx" ON "revenue_close_parts" USING btree ("month");