DROP INDEX "orders_confirmation_due";--> statement-breakpoint
DROP INDEX "order_mails_order";--> statement-breakpoint
ALTER TABLE "order_mails" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_mails" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "status" text DEFAULT 'owed' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Decision 228: rows written before this migration are mails the mailer took.
UPDATE "order_mails" SET "status" = 'sent', "attempts" = 1, "created_at" = "sent_at";--> statement-breakpoint
-- Confirmations still owed by the old columns (decision 129) become owed rows, composed when sent.
INSERT INTO "order_mails" ("order_id", "kind", "to", "subject", "status", "next_attempt_at", "created_at")
  SELECT o."id", 'confirmation', u."email", '', 'owed', now(), o."confirmation_due_at"
  FROM "orders" o JOIN "users" u ON u."id" = o."user_id"
  WHERE o."confirmation_due_at" IS NOT NULL AND o."confirmation_sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_mails_owed" ON "order_mails" USING btree ("next_attempt_at") WHERE "order_mails"."status" = 'owed';--> statement-breakpoint
CREATE INDEX "order_mails_order" ON "order_mails" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "confirmation_due_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "confirmation_sent_at";