CREATE TYPE "public"."grade" AS ENUM('simple', 'container', 'variant', 'bundle');--> statement-breakpoint
CREATE TYPE "public"."shipping_type" AS ENUM('courier', 'standard', 'express', 'delivery', 'pickup');--> statement-breakpoint
CREATE TABLE "article_categories" (
	"article_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "article_categories_article_id_department_id_pk" PRIMARY KEY("article_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "article_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"alt" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_labels" (
	"article_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "article_labels_article_id_label_id_pk" PRIMARY KEY("article_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"grade" "grade" NOT NULL,
	"container_id" integer,
	"brand_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"available" boolean DEFAULT true NOT NULL,
	"stock_on" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"cart_min_on" boolean DEFAULT false NOT NULL,
	"cart_min_value" integer DEFAULT 1 NOT NULL,
	"cart_max_on" boolean DEFAULT false NOT NULL,
	"cart_max_value" integer DEFAULT 99 NOT NULL,
	"price_gross" integer NOT NULL,
	"price_discounted" integer,
	"vat_rate" integer DEFAULT 22 NOT NULL,
	"extended_fields" jsonb DEFAULT '{"on":false,"value":[]}'::jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"pg18" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower(sku || ' ' || coalesce(name->>'it', '') || ' ' || coalesce(name->>'en', '') || ' ' || coalesce(name->>'fr', '') || ' ' || coalesce(name->>'es', '') || ' ' || coalesce(name->>'de', '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"color1" text,
	"color2" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"title" jsonb,
	"placeholder" jsonb,
	"button_on" boolean DEFAULT false NOT NULL,
	"button_slug" text,
	"button_placeholder" jsonb,
	"img_key" text,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"kind" text DEFAULT 'top' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb,
	"logo_key" text,
	"cover_key" text,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_members" (
	"bundle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_members_bundle_id_member_id_pk" PRIMARY KEY("bundle_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"article_id" integer NOT NULL,
	"bundle_selection" jsonb,
	"selection_key" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"session_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb,
	"description" jsonb,
	"cover_key" text,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_articles" (
	"family_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "family_articles_family_id_article_id_pk" PRIMARY KEY("family_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"color" text DEFAULT '#111111' NOT NULL,
	"hidden_on_cards" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "langs" (
	"shop_id" text NOT NULL,
	"value" text NOT NULL,
	"hreflang" text NOT NULL,
	"label" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "langs_shop_id_value_pk" PRIMARY KEY("shop_id","value")
);
--> statement-breakpoint
CREATE TABLE "mctg_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"branch" text NOT NULL,
	"event" text NOT NULL,
	"model" text,
	"evt_data" jsonb,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text NOT NULL,
	"shop_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"actived" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"additional_price_on" boolean DEFAULT false NOT NULL,
	"additional_price_value" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_page_articles" (
	"promo_page_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_page_articles_promo_page_id_article_id_pk" PRIMARY KEY("promo_page_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "promo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb,
	"cover_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relateds" (
	"article_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "relateds_article_id_related_id_pk" PRIMARY KEY("article_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"shop_id" text NOT NULL,
	"path" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	CONSTRAINT "seo_pages_shop_id_path_pk" PRIMARY KEY("shop_id","path")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"subscription_status" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"cart_max_default" integer DEFAULT 99 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shippings" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"type" "shipping_type" NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"countries" jsonb DEFAULT '["IT"]'::jsonb NOT NULL,
	"fee_gross" integer DEFAULT 0 NOT NULL,
	"free_from_gross" integer,
	"delivery_average_days" jsonb,
	"pickup" jsonb,
	"opening_hours" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" jsonb NOT NULL,
	"social" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"title" jsonb,
	"placeholder" jsonb,
	"button_on" boolean DEFAULT false NOT NULL,
	"button_slug" text,
	"button_placeholder" jsonb,
	"img_key" text,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"title" jsonb,
	"placeholder" jsonb,
	"button_on" boolean DEFAULT false NOT NULL,
	"button_slug" text,
	"button_placeholder" jsonb,
	"img_key" text,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text DEFAULT 'dealer' NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"phone" text,
	"lat" text,
	"lng" text
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"news" boolean DEFAULT true NOT NULL,
	"promos" boolean DEFAULT true NOT NULL,
	"surveys" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_options" (
	"variant_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "variant_options_variant_id_option_id_pk" PRIMARY KEY("variant_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_labels" ADD CONSTRAINT "article_labels_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_labels" ADD CONSTRAINT "article_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_members" ADD CONSTRAINT "bundle_members_bundle_id_articles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_members" ADD CONSTRAINT "bundle_members_member_id_articles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_articles" ADD CONSTRAINT "family_articles_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_articles" ADD CONSTRAINT "family_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "langs" ADD CONSTRAINT "langs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_page_articles" ADD CONSTRAINT "promo_page_articles_promo_page_id_promo_pages_id_fk" FOREIGN KEY ("promo_page_id") REFERENCES "public"."promo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_page_articles" ADD CONSTRAINT "promo_page_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_pages" ADD CONSTRAINT "promo_pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relateds" ADD CONSTRAINT "relateds_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relateds" ADD CONSTRAINT "relateds_related_id_articles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippings" ADD CONSTRAINT "shippings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_options" ADD CONSTRAINT "variant_options_variant_id_articles_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_options" ADD CONSTRAINT "variant_options_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_categories_dep" ON "article_categories" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "article_images_article" ON "article_images" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_shop_slug" ON "articles" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_shop_sku" ON "articles" USING btree ("shop_id","sku");--> statement-breakpoint
CREATE INDEX "articles_container" ON "articles" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "articles_brand" ON "articles" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "articles_updated" ON "articles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "articles_search_fts" ON "articles" USING gin ("search_vector") WITH (fastupdate=false) WHERE grade <> 'variant';--> statement-breakpoint
CREATE INDEX "attribute_options_attr" ON "attribute_options" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_shop_slug" ON "attributes" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_shop_slug" ON "brands" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line" ON "cart_items" USING btree ("cart_id","article_id","selection_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_shop_slug" ON "departments" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "departments_parent" ON "departments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "family_articles_article" ON "family_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_shop_slug" ON "labels" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "mctg_events_created" ON "mctg_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_pages_shop_slug" ON "promo_pages" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_shop_email" ON "subscriptions" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "variant_options_option" ON "variant_options" USING btree ("option_id");