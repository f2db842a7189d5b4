CREATE TABLE "account_feature_flag_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_feature_flags" (
	"account_id" integer NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_feature_flags_account_id_flag_pk" PRIMARY KEY("account_id","flag")
);
--> statement-breakpoint
ALTER TABLE "account_feature_flag_changes" ADD CONSTRAINT "account_feature_flag_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_feature_flag_changes" ADD CONSTRAINT "account_feature_flag_changes_set_by_individuals_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_feature_flags" ADD CONSTRAINT "account_feature_flags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_feature_flags" ADD CONSTRAINT "account_feature_flags_set_by_individuals_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_feature_flag_changes_account_idx" ON "account_feature_flag_changes" USING btree ("account_id","set_at");--> statement-breakpoint
-- Flags stored in the old accounts.features column (the system set them: set_by null) move to their own table.
INSERT INTO "account_feature_flags" ("account_id", "flag", "enabled", "set_by")
SELECT "a"."id", "f"."key", ("f"."value")::boolean, NULL
FROM "accounts" "a", jsonb_each("a"."features") "f"
WHERE jsonb_typeof("f"."value") = 'boolean'
  AND "f"."key" IN ('isYoutubeMusicSvodOnly', 'isDjMixAvailable', 'isAlbumUpTo99SongsAvailable', 'isFacebookRightsAvailable', 'isClassicGenreAvailable', 'isMoneySplitAvailable', 'isVideoKicksAvailable', 'isVideoKicksKaraokeAvailable', 'isYoutubeRightsAvailable', 'isAmazonOnDemandAvailable', 'isYoutubeMcnAvailable', 'isMultipleMcnRegistrationAvailable', 'isPermissionManagementAvailable', 'isRingtoneRevenueAvailable', 'isOriginalPublishingAvailable', 'isCreatorsDistributionPrecautionRequired', 'isPaidVideoKicks', 'isPaidAccount', 'isNoVideo', 'isNoRelease', 'hasConfirmedCollaboratorRelease', 'isAffiliateJoined', 'isUnlimitedPlan', 'isChatbotAvailable', 'isDashboardBulkUploadAvailable', 'isBroadcastSecondaryUseAvailable', 'isImmersiveAudioAvailable', 'isMultilingualAvailable', 'isBulkStoreAddAvailable', 'isMessageModalAvailable', 'isYoutubeMusicGapIgnored', 'isYoutubeOacOauthUnnecessary');--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "features";