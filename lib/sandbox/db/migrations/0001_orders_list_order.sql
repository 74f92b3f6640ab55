DROP INDEX "orders_event_created_idx";--> statement-breakpoint
CREATE INDEX "orders_event_status_created_idx" ON "orders" USING btree ("event_id","payment_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_event_created_idx" ON "orders" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);