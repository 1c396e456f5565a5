-- A question the engine could not answer (the offline « je ne sais pas encore ») no longer counts against the day's questions (decision 0022).
DROP INDEX "messages_counted_questions_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "unanswered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_counted_questions_idx" ON "messages" USING btree ("user_id","created_at") WHERE "messages"."role" = 'user' and "messages"."moderated" = false and "messages"."feedback_type" is null and "messages"."unanswered" = false;