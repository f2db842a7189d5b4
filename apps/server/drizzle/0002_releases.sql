CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"artist_type" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_kana" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"base_type" text,
	"profile_ja" text DEFAULT '' NOT NULL,
	"profile_en" text DEFAULT '' NOT NULL,
	"image_upload_id" integer,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apple_music_artist_id" text,
	"spotify_artist_id" text,
	"is_various_artists" boolean DEFAULT false NOT NULL,
	"show_on_artist_page" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identifier_counters" (
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"year" smallint NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "identifier_counters_kind_prefix_year_pk" PRIMARY KEY("kind","prefix","year")
);
--> statement-breakpoint
CREATE TABLE "release_artists" (
	"release_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "release_artists_release_id_artist_id_pk" PRIMARY KEY("release_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"label_name" text DEFAULT '' NOT NULL,
	"primary_genre_id" text DEFAULT '' NOT NULL,
	"secondary_genre_id" text DEFAULT '' NOT NULL,
	"requested_sale_start_date" text DEFAULT '' NOT NULL,
	"sell_media_option" text DEFAULT 'delivery_only' NOT NULL,
	"variable_price_type" smallint DEFAULT 3 NOT NULL,
	"worldwide" boolean DEFAULT true NOT NULL,
	"territories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_submit" boolean DEFAULT false NOT NULL,
	"upc" text,
	"upc_assigned" boolean DEFAULT false NOT NULL,
	"artwork_upload_id" integer,
	"copyright_year" text DEFAULT '' NOT NULL,
	"copyright_holder" text DEFAULT '' NOT NULL,
	"takedown_mode" text,
	"created_by" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "song_artists" (
	"song_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"input_role" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "song_artists_song_id_artist_id_pk" PRIMARY KEY("song_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"tieup" text DEFAULT '' NOT NULL,
	"original_singer" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'original' NOT NULL,
	"audio_language" text DEFAULT '' NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"lyrics" text DEFAULT '' NOT NULL,
	"isrc" text,
	"isrc_assigned" boolean DEFAULT false NOT NULL,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_start_seconds" integer,
	"file_upload_id" integer,
	"synced_lyrics" text DEFAULT '' NOT NULL,
	"synced_lyrics_sha256" text,
	"immersive_audio_format" text,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acknowledgements" (
	"account_id" integer NOT NULL,
	"terms" text NOT NULL,
	"individual_id" integer,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acknowledgements_account_id_terms_pk" PRIMARY KEY("account_id","terms")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"individual_id" integer,
	"tus_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"sha256" text,
	"detected_type" text,
	"facts" jsonb,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "isrc_prefix" text;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_artists" ADD CONSTRAINT "release_artists_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_artists" ADD CONSTRAINT "release_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_artwork_upload_id_uploads_id_fk" FOREIGN KEY ("artwork_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_artists" ADD CONSTRAINT "song_artists_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_artists" ADD CONSTRAINT "song_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_file_upload_id_uploads_id_fk" FOREIGN KEY ("file_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acknowledgements" ADD CONSTRAINT "terms_acknowledgements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acknowledgements" ADD CONSTRAINT "terms_acknowledgements_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artists_account_idx" ON "artists" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_various_key" ON "artists" USING btree ("account_id") WHERE "artists"."is_various_artists";--> statement-breakpoint
CREATE INDEX "release_artists_artist_idx" ON "release_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "releases_account_idx" ON "releases" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_upc_key" ON "releases" USING btree ("upc") WHERE "releases"."upc" is not null and "releases"."status" <> 900;--> statement-breakpoint
CREATE INDEX "song_artists_artist_idx" ON "song_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "songs_release_idx" ON "songs" USING btree ("release_id","position");--> statement-breakpoint
CREATE INDEX "songs_isrc_idx" ON "songs" USING btree ("isrc");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_tus_key" ON "uploads" USING btree ("tus_id");--> statement-breakpoint
CREATE INDEX "uploads_account_idx" ON "uploads" USING btree ("account_id");