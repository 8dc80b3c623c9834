CREATE INDEX "agencies_review_order_idx" ON "agencies" USING btree ("requires_review" DESC NULLS FIRST,lower("name"),"id");--> statement-breakpoint
CREATE INDEX "agencies_name_idx" ON "agencies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "hospitals_review_order_idx" ON "hospitals" USING btree ("requires_review" DESC NULLS FIRST,lower("name"),"id");