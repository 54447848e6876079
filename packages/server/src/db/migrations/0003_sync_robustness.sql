CREATE TABLE "instance_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_destinations" ADD COLUMN "history_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "source_destinations" ADD COLUMN "history_error" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "rerun_kind" text;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "job_id" text;--> statement-breakpoint
CREATE INDEX "worker_heartbeats_beat_idx" ON "worker_heartbeats" USING btree ("beat_at");