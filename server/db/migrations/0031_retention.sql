ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_who";--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_who" CHECK ("staff_actions"."staff_id" IS NOT NULL OR "staff_actions"."origin" IN ('command', 'system') OR "staff_actions"."subject_type" = 'signin');--> statement-breakpoint
CREATE INDEX "orders_placed" ON "orders" USING btree ("placed_at") WHERE "orders"."placed_at" is not null;
