-- The usage's exportCount (GET /api/monetization/usage): children's data files downloaded, counted from here on.
ALTER TABLE "users" ADD COLUMN "export_count" integer DEFAULT 0 NOT NULL;