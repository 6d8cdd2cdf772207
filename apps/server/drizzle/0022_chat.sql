CREATE TABLE "chat_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"pm_user_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"candidate_name" text NOT NULL,
	"position_name" text NOT NULL,
	"place" text NOT NULL,
	"times" jsonb NOT NULL,
	"order_version" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"picked_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_contacts" (
	"owner_id" uuid NOT NULL,
	"peer_id" uuid NOT NULL,
	"last_message" text,
	"last_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"peer_wrote" timestamp with time zone,
	CONSTRAINT "chat_contacts_owner_id_peer_id_pk" PRIMARY KEY("owner_id","peer_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"msg_id" text NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"booking_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_bookings" ADD CONSTRAINT "chat_bookings_pm_user_id_users_id_fk" FOREIGN KEY ("pm_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bookings" ADD CONSTRAINT "chat_bookings_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_contacts_owner_last" ON "chat_contacts" USING btree ("owner_id","last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_msg" ON "chat_messages" USING btree ("from_user_id","msg_id");--> statement-breakpoint
CREATE INDEX "chat_messages_to_seq" ON "chat_messages" USING btree ("to_user_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_from_seq" ON "chat_messages" USING btree ("from_user_id","seq");--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_unread_not_negative" CHECK ("unread" >= 0);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_body_length" CHECK (char_length("body") <= 2000);
