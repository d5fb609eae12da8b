CREATE TABLE "checkout_choices" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"billing_address_id" integer,
	"shipping_address_id" integer,
	"gift_on" boolean DEFAULT false NOT NULL,
	"gift_message" text DEFAULT '' NOT NULL,
	"shipping_method" "shipping_type",
	"shipping_id" integer,
	"pickup_date" text,
	"pickup_from" text,
	"pickup_to" text,
	"payment_method" text,
	"payment_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_choices" ADD CONSTRAINT "checkout_choices_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_choices" ADD CONSTRAINT "checkout_choices_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_choices" ADD CONSTRAINT "checkout_choices_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_choices" ADD CONSTRAINT "checkout_choices_shipping_id_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."shippings"("id") ON DELETE set null ON UPDATE no action;