ALTER TABLE "staff" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
UPDATE "staff" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role" CHECK ("staff"."role" IN ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "staff_sessions" SET "expires_at" = LEAST("expires_at", "created_at" + interval '7 days');
