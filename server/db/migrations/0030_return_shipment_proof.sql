ALTER TABLE "order_withdrawals" ADD COLUMN "shipment_proof" jsonb;
