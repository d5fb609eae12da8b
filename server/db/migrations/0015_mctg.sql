CREATE TABLE "mctg_article_days" (
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"article_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"adds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mctg_article_days_shop_id_day_article_id_pk" PRIMARY KEY("shop_id","day","article_id")
);
--> statement-breakpoint
ALTER TABLE "mctg_events" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "mctg_events_client" ON "mctg_events" USING btree ("client_id");