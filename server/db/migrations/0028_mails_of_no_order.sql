ALTER TABLE "order_mails" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "reply_to" text;