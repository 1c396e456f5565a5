CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "one_per_user" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Roles stored so far came from registering a listed address, never verified (decision 0020): from now on
-- a stored role is one an operator granted with `npm run staff`; listed addresses get theirs once verified.
UPDATE "users" SET "role" = 'user';--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
UPDATE "discount_redemptions" SET "one_per_user" = "discount_codes"."one_per_user" FROM "discount_codes" WHERE "discount_codes"."id" = "discount_redemptions"."code_id";--> statement-breakpoint
UPDATE "discount_redemptions" AS "later" SET "one_per_user" = false WHERE "later"."one_per_user" AND EXISTS (SELECT 1 FROM "discount_redemptions" AS "earlier" WHERE "earlier"."code_id" = "later"."code_id" AND "earlier"."user_id" = "later"."user_id" AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_once_per_user_idx" ON "discount_redemptions" USING btree ("code_id","user_id") WHERE "discount_redemptions"."one_per_user";