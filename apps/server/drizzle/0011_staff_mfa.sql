-- Staff second factor (ASVS 4.3.1, decision 0020): the secret is stored encrypted (lib/totp.ts), never in clear.
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;