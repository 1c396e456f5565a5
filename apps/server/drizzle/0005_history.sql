ALTER TABLE "messages" ADD COLUMN "topic" text;--> statement-breakpoint
-- The history's French full-text search, on accent-folded text (see modules/history/search.ts).
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('french', translate(lower("content"), 'àâäáãåéèêëíìîïóòôöõúùûüçñÿœæ', 'aaaaaaeeeeiiiiooooouuuucnyoa')));
