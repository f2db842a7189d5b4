CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_entries_publish_at_check" CHECK ("content_entries"."status" not in ('scheduled', 'published') or "content_entries"."publish_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_search_grams" (
	"gram" text NOT NULL,
	"entry_id" integer NOT NULL,
	"language" text NOT NULL,
	"title_count" smallint DEFAULT 0 NOT NULL,
	"summary_count" smallint DEFAULT 0 NOT NULL,
	"body_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_search_grams_gram_entry_id_language_pk" PRIMARY KEY("gram","entry_id","language")
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"entry_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"reading_minutes" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entry_id_language_pk" PRIMARY KEY("entry_id","language")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_article_tags" (
	"entry_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "guide_article_tags_entry_id_tag_id_pk" PRIMARY KEY("entry_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "guide_articles" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "guide_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "guide_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_individuals_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_search_grams" ADD CONSTRAINT "content_search_grams_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_article_tags" ADD CONSTRAINT "guide_article_tags_entry_id_guide_articles_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."guide_articles"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_article_tags" ADD CONSTRAINT "guide_article_tags_tag_id_guide_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."guide_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_articles" ADD CONSTRAINT "guide_articles_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_articles" ADD CONSTRAINT "guide_articles_category_id_guide_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."guide_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_kind_idx" ON "content_entries" USING btree ("kind","status","publish_at");--> statement-breakpoint
CREATE INDEX "content_search_grams_entry_idx" ON "content_search_grams" USING btree ("entry_id","language");--> statement-breakpoint
CREATE INDEX "content_versions_entry_idx" ON "content_versions" USING btree ("entry_id","language","id");--> statement-breakpoint
CREATE INDEX "guide_article_tags_tag_idx" ON "guide_article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "guide_articles_category_idx" ON "guide_articles" USING btree ("category_id","position");