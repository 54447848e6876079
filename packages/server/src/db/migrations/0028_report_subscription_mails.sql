CREATE TABLE "mail_outbox_extras" (
	"outbox_id" integer PRIMARY KEY NOT NULL,
	"extras_sealed" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_subscription_sends" ADD COLUMN "outbox_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox_extras" ADD CONSTRAINT "mail_outbox_extras_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscription_sends" ADD CONSTRAINT "report_subscription_sends_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;