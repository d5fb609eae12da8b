ALTER TABLE "articles" ADD COLUMN "stock_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_stock_changed" ON "articles" USING btree ("stock_changed_at");