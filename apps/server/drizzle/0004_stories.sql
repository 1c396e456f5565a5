CREATE TABLE "character_sheets" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"sheet" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'writing' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theme" text NOT NULL,
	"story_type" text NOT NULL,
	"duration" integer NOT NULL,
	"include_children" boolean NOT NULL,
	"prompt" text,
	"heroes" jsonb NOT NULL,
	"provider" text NOT NULL,
	"used_credit" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_illustrations" (
	"story_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"png" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_illustrations_story_id_page_pk" PRIMARY KEY("story_id","page")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "story_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "character_sheets" ADD CONSTRAINT "character_sheets_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_illustrations" ADD CONSTRAINT "story_illustrations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_user_idx" ON "stories" USING btree ("user_id","created_at");