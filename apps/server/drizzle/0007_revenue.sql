CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"yen_per_unit" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_month_currency_pk" PRIMARY KEY("month","currency")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'wallet' or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"memo_ja" text DEFAULT '' NOT NULL,
	"memo_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_closes" (
	"month" text PRIMARY KEY NOT NULL,
	"batch_cutoff" bigint NOT NULL,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"revenue_type" text NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"release_id" integer,
	"sale_month" text NOT NULL,
	"counterparty_account_id" integer,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"jpy_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"carry_in_micros" bigint DEFAULT 0 NOT NULL,
	"carry_out_micros" bigint DEFAULT 0 NOT NULL,
	"total_yen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"report_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"song_id" integer,
	"store_id" text NOT NULL,
	"sale_date" date NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"prefecture" smallint DEFAULT 0 NOT NULL,
	"detail_type" text NOT NULL,
	"revenue_type" text NOT NULL,
	"commercial_model" text DEFAULT '' NOT NULL,
	"use_type" text DEFAULT '' NOT NULL,
	"quantity" bigint NOT NULL,
	"currency" text NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"jpy_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_report_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"store_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"store_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"profile" text,
	"message_id" text,
	"file_number" integer DEFAULT 1 NOT NULL,
	"number_of_files" integer DEFAULT 1 NOT NULL,
	"period_start" date,
	"period_end" date,
	"currency_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"matched_lines" integer DEFAULT 0 NOT NULL,
	"unmatched_lines" integer DEFAULT 0 NOT NULL,
	"revenue_jpy_micros" bigint DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_key" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rollups" (
	"account_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"sale_date" date NOT NULL,
	"key" text NOT NULL,
	"detail_type" text NOT NULL,
	"quantity" bigint NOT NULL,
	"jpy_micros" bigint NOT NULL,
	CONSTRAINT "sales_rollups_account_id_dimension_sale_date_key_detail_type_pk" PRIMARY KEY("account_id","dimension","sale_date","key","detail_type")
);
--> statement-breakpoint
CREATE TABLE "split_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"email" text NOT NULL,
	"share_bp" integer NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"collaborator_account_id" integer,
	"token_hash" text NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"effective_from" text NOT NULL,
	"owner_share_bp" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unmatched_sales_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"store_id" text NOT NULL,
	"isrc" text DEFAULT '' NOT NULL,
	"icpn" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"sale_date" date NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"prefecture" smallint DEFAULT 0 NOT NULL,
	"commercial_model" text DEFAULT '' NOT NULL,
	"use_type" text DEFAULT '' NOT NULL,
	"quantity" bigint NOT NULL,
	"currency" text NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"jpy_micros" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_release_id" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_updated_by_individuals_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_closes" ADD CONSTRAINT "revenue_closes_closed_by_individuals_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_statement_lines" ADD CONSTRAINT "revenue_statement_lines_statement_id_revenue_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."revenue_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_statements" ADD CONSTRAINT "revenue_statements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_batches" ADD CONSTRAINT "sales_batches_report_id_sales_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."sales_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD CONSTRAINT "sales_reports_uploaded_by_individuals_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_version_id_split_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."split_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_collaborator_account_id_accounts_id_fk" FOREIGN KEY ("collaborator_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_sales_lines" ADD CONSTRAINT "unmatched_sales_lines_report_id_sales_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."sales_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_sales_lines" ADD CONSTRAINT "unmatched_sales_lines_resolved_release_id_releases_id_fk" FOREIGN KEY ("resolved_release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_sales_lines" ADD CONSTRAINT "unmatched_sales_lines_resolved_by_individuals_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_individuals_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_individuals_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_account_idx" ON "bank_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_key" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_wallet_key" ON "ledger_accounts" USING btree ("account_id") WHERE "ledger_accounts"."kind" = 'wallet';--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("ledger_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_key" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "revenue_statement_lines_statement_idx" ON "revenue_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_statements_account_month_key" ON "revenue_statements" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "sales_lines_account_date_idx" ON "sales_lines" USING btree ("account_id","sale_date");--> statement-breakpoint
CREATE INDEX "sales_lines_batch_idx" ON "sales_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sales_lines_report_idx" ON "sales_lines" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_reports_sha256_key" ON "sales_reports" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "sales_reports_store_idx" ON "sales_reports" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_shares_version_email_key" ON "split_shares" USING btree ("version_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "split_shares_token_key" ON "split_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "split_shares_collaborator_idx" ON "split_shares" USING btree ("collaborator_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_versions_release_month_key" ON "split_versions" USING btree ("release_id","effective_from");--> statement-breakpoint
CREATE INDEX "unmatched_sales_lines_open_idx" ON "unmatched_sales_lines" USING btree ("status","isrc","icpn");--> statement-breakpoint
CREATE INDEX "unmatched_sales_lines_report_idx" ON "unmatched_sales_lines" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key" ON "withdrawals" USING btree ("account_id","idempotency_key");--> statement-breakpoint
-- The balance moves from single entries into the ledger: every old entry becomes a transaction between the wallet and
-- the service's side (affiliate rewards or payments), with the same kind, reference and time.
INSERT INTO "ledger_accounts" ("code", "kind", "account_id")
  SELECT DISTINCT 'wallet:' || "account_id", 'wallet', "account_id" FROM "balance_entries";--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "kind") VALUES ('system:affiliate_rewards', 'system'), ('system:payments', 'system');--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "reference", "memo_ja", "memo_en", "created_at")
  SELECT "kind", "reference",
         CASE WHEN "kind" = 'payment' THEN 'お支払い（注文 ' || "reference" || '）' ELSE '紹介報酬' END,
         CASE WHEN "kind" = 'payment' THEN 'Payment (order ' || "reference" || ')' ELSE 'Referral reward' END,
         "created_at"
    FROM "balance_entries" ORDER BY "id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "amount", "created_at")
  SELECT t."id", a."id", b."amount", b."created_at"
    FROM "balance_entries" b
    JOIN "ledger_transactions" t ON t."kind" = b."kind" AND t."reference" = b."reference"
    JOIN "ledger_accounts" a ON a."code" = 'wallet:' || b."account_id"
  UNION ALL
  SELECT t."id", a."id", -b."amount", b."created_at"
    FROM "balance_entries" b
    JOIN "ledger_transactions" t ON t."kind" = b."kind" AND t."reference" = b."reference"
    JOIN "ledger_accounts" a
      ON a."code" = CASE WHEN b."kind" = 'payment' THEN 'system:payments' ELSE 'system:affiliate_rewards' END
  ORDER BY 1, 3 DESC;--> statement-breakpoint
UPDATE "ledger_accounts" a
   SET "balance" = coalesce((SELECT sum(e."amount") FROM "ledger_entries" e WHERE e."ledger_account_id" = a."id"), 0);--> statement-breakpoint
DROP TABLE "balance_entries" CASCADE;
