CREATE TABLE "affiliate_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_account_id" integer NOT NULL,
	"referred_account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reward_type" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"joined_by" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_setups" (
	"session_id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"individual_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_activations" (
	"coupon_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"activated_by" integer,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_activations_coupon_id_account_id_pk" PRIMARY KEY("coupon_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"product" text,
	"discount_amount" integer,
	"discount_percent" smallint,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_account" integer DEFAULT 1 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"gateway_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"registered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ordered_by" integer,
	"kind" text NOT NULL,
	"purchase_type" text,
	"plan" text,
	"release_id" integer,
	"method" text NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"net" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"tax_rate_percent" smallint NOT NULL,
	"coupon_id" integer,
	"idempotency_key" text NOT NULL,
	"gateway_payment_id" text,
	"gateway_attempted_at" timestamp with time zone,
	"next_action" jsonb,
	"failure_code" text,
	"release_status_before" smallint,
	"term_starts_at" timestamp with time zone,
	"term_ends_at" timestamp with time zone,
	"language" text DEFAULT 'ja' NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"extra_artists" integer DEFAULT 0 NOT NULL,
	"extra_members" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "mastering_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "referred_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_affiliate_account_id_accounts_id_fk" FOREIGN KEY ("affiliate_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_referred_account_id_accounts_id_fk" FOREIGN KEY ("referred_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_joined_by_individuals_id_fk" FOREIGN KEY ("joined_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activations" ADD CONSTRAINT "coupon_activations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activations" ADD CONSTRAINT "coupon_activations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activations" ADD CONSTRAINT "coupon_activations_activated_by_individuals_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_registered_by_individuals_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_ordered_by_individuals_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_terms" ADD CONSTRAINT "plan_terms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_rewards_order_key" ON "affiliate_rewards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_rewards_affiliate_idx" ON "affiliate_rewards" USING btree ("affiliate_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_reference_key" ON "balance_entries" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "balance_entries_account_idx" ON "balance_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "coupon_activations_account_idx" ON "coupon_activations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_order_lines_order_idx" ON "payment_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_account_idx" ON "payment_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_key" ON "payment_orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_key" ON "payment_orders" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_receipt_key" ON "payment_orders" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_release_key" ON "payment_orders" USING btree ("release_id") WHERE "payment_orders"."release_id" is not null and "payment_orders"."status" < 300;--> statement-breakpoint
CREATE INDEX "plan_terms_account_idx" ON "plan_terms" USING btree ("account_id","ends_at");--> statement-breakpoint
-- Accounts already on an unlimited plan get the term that plan now needs: one year from the upgrade.
INSERT INTO "plan_terms" ("account_id", "plan", "starts_at", "ends_at")
SELECT "id", "plan", now(), now() + interval '1 year' FROM "accounts" WHERE "plan" <> 'payper';
