CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer NOT NULL,
	"item" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"units" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"checkout" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"cart_line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_key" text NOT NULL,
	"lang" text DEFAULT 'it' NOT NULL,
	"stock_held" boolean DEFAULT true NOT NULL,
	"last_error" jsonb,
	"stripe_session_id" text,
	"paypal_order_id" text,
	"payment" jsonb,
	"campaign_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmation_due_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "orders_user_placed" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_intent_per_cart" ON "orders" USING btree ("cart_id") WHERE "orders"."placed_at" is null and "orders"."status" = 'awaitPayment';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_stripe_session" ON "orders" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paypal_order" ON "orders" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE INDEX "orders_open_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."placed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_confirmation_due" ON "orders" USING btree ("confirmation_due_at") WHERE "orders"."confirmation_sent_at" is null;