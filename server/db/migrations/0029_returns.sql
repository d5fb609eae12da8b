ALTER TABLE "order_withdrawals" ADD COLUMN "return_state" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "goods_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "received_lines" jsonb;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "deductions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "restocked" jsonb;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawals_open" ON "order_withdrawals" USING btree ("order_id") WHERE "order_withdrawals"."return_state" in ('received', 'accepted', 'goodsReceived');
