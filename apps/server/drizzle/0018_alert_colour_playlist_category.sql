ALTER TABLE "content_notice_settings" ADD COLUMN "banner_colour" text;--> statement-breakpoint
ALTER TABLE "curated_playlists" ADD COLUMN "category" text DEFAULT 'playlist' NOT NULL;