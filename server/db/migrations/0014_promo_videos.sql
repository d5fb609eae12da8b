ALTER TABLE "banners" ADD COLUMN "video_sources" jsonb;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "video_sources" jsonb;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "video_sources" jsonb;