ALTER TABLE "staff_actions" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "origin" text DEFAULT 'backOffice' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "os_user" text;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "refusal" jsonb;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "asked" jsonb;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_who" CHECK ("staff_actions"."staff_id" IS NOT NULL OR "staff_actions"."origin" = 'command' OR "staff_actions"."subject_type" = 'signin');