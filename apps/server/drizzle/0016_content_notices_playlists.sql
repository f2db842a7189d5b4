CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_notice_settings" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"display" text DEFAULT 'once' NOT NULL,
	"person_company_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_model_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feature_flag" text,
	"cta_url" text,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_notice_views" (
	"entry_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"clicked_part" text,
	CONSTRAINT "content_notice_views_entry_id_account_id_pk" PRIMARY KEY("entry_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "curated_playlist_items" (
	"playlist_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "curated_playlist_items_playlist_id_release_id_pk" PRIMARY KEY("playlist_id","release_id")
);
--> statement-breakpoint
CREATE TABLE "curated_playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title_ja" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"spotify_url" text,
	"apple_music_url" text,
	"youtube_url" text,
	"cover_image_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "stats_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "preview_token_hash" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "static_image_type" text;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notice_settings" ADD CONSTRAINT "content_notice_settings_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notice_views" ADD CONSTRAINT "content_notice_views_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notice_views" ADD CONSTRAINT "content_notice_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_playlist_items" ADD CONSTRAINT "curated_playlist_items_playlist_id_curated_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."curated_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_playlist_items" ADD CONSTRAINT "curated_playlist_items_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_playlists" ADD CONSTRAINT "curated_playlists_cover_image_id_content_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_playlists" ADD CONSTRAINT "curated_playlists_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_notice_views_account_idx" ON "content_notice_views" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "curated_playlists_status_idx" ON "curated_playlists" USING btree ("status","position");--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_preview_token_hash_unique" UNIQUE("preview_token_hash");