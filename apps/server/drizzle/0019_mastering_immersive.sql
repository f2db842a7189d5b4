CREATE TABLE "immersive_songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"format" text NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"upload_id" integer,
	"verification_status" smallint DEFAULT 0 NOT NULL,
	"verification_attempt" integer DEFAULT 0 NOT NULL,
	"invalid_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facts" jsonb,
	"created_by" integer,
	"verified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mastering_audios" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"name" text DEFAULT '' NOT NULL,
	"source_upload_id" integer NOT NULL,
	"reference_upload_id" integer,
	"source_version" integer DEFAULT 1 NOT NULL,
	"preview_start_seconds" integer DEFAULT 0 NOT NULL,
	"preview_status" text DEFAULT 'processing' NOT NULL,
	"preview_progress" smallint DEFAULT 0 NOT NULL,
	"preview_error" text,
	"analysis" jsonb,
	"previews" jsonb,
	"effect" text,
	"mastering_status" text,
	"mastering_progress" smallint DEFAULT 0 NOT NULL,
	"mastering_attempt" integer DEFAULT 0 NOT NULL,
	"credit_held" boolean DEFAULT false NOT NULL,
	"mastering_error" text,
	"master_analysis" jsonb,
	"master_keys" jsonb,
	"mastering_started_at" timestamp with time zone,
	"mastered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mastering_audios_progress" CHECK ("mastering_audios"."preview_progress" between 0 and 100 and "mastering_audios"."mastering_progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "mastering_credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"audio_id" integer,
	"attempt" integer NOT NULL,
	"reason" text NOT NULL,
	"delta" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mastering_credit_movements_delta" CHECK (("mastering_credit_movements"."reason" = 'spend' and "mastering_credit_movements"."delta" = -1) or ("mastering_credit_movements"."reason" = 'refund' and "mastering_credit_movements"."delta" = 1))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "immersive_song_id" integer;--> statement-breakpoint
ALTER TABLE "immersive_songs" ADD CONSTRAINT "immersive_songs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immersive_songs" ADD CONSTRAINT "immersive_songs_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immersive_songs" ADD CONSTRAINT "immersive_songs_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immersive_songs" ADD CONSTRAINT "immersive_songs_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immersive_songs" ADD CONSTRAINT "immersive_songs_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_audios" ADD CONSTRAINT "mastering_audios_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_audios" ADD CONSTRAINT "mastering_audios_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_audios" ADD CONSTRAINT "mastering_audios_source_upload_id_uploads_id_fk" FOREIGN KEY ("source_upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_audios" ADD CONSTRAINT "mastering_audios_reference_upload_id_uploads_id_fk" FOREIGN KEY ("reference_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_credit_movements" ADD CONSTRAINT "mastering_credit_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_credit_movements" ADD CONSTRAINT "mastering_credit_movements_audio_id_mastering_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."mastering_audios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "immersive_songs_song_key" ON "immersive_songs" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "immersive_songs_account_idx" ON "immersive_songs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "immersive_songs_release_idx" ON "immersive_songs" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "mastering_audios_account_idx" ON "mastering_audios" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "mastering_credit_movements_account_idx" ON "mastering_credit_movements" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mastering_credit_movements_once" ON "mastering_credit_movements" USING btree ("audio_id","attempt","reason");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_immersive_song_id_immersive_songs_id_fk" FOREIGN KEY ("immersive_song_id") REFERENCES "public"."immersive_songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_immersive_key" ON "payment_orders" USING btree ("immersive_song_id") WHERE "payment_orders"."immersive_song_id" is not null and "payment_orders"."status" < 300;