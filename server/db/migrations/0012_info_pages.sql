CREATE TABLE "info_pages" (
	"shop_id" text NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_pages_shop_id_key_lang_pk" PRIMARY KEY("shop_id","key","lang")
);
--> statement-breakpoint
ALTER TABLE "info_pages" ADD CONSTRAINT "info_pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;