CREATE TABLE "messenger_bindings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"qy_user_id" text NOT NULL,
	"qy_user_name" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"certify_id" text NOT NULL,
	"provider" text NOT NULL,
	"cert_name" text NOT NULL,
	"id_card_encrypted" text NOT NULL,
	"id_card_last4" text NOT NULL,
	"id_card_digest" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messenger_bindings" ADD CONSTRAINT "messenger_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_verifications" ADD CONSTRAINT "real_name_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_bindings_qy_user" ON "messenger_bindings" USING btree ("provider","qy_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_certify_id" ON "real_name_verifications" USING btree ("certify_id");--> statement-breakpoint
CREATE INDEX "real_name_user" ON "real_name_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_passed_user" ON "real_name_verifications" USING btree ("user_id") WHERE status = 'passed';--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_passed_id_card" ON "real_name_verifications" USING btree ("id_card_digest") WHERE status = 'passed';