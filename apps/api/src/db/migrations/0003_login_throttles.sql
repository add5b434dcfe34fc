CREATE TABLE "login_throttles" (
	"scope" varchar(8) NOT NULL,
	"key" varchar(255) NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone,
	"last_attempt_id" uuid NOT NULL,
	CONSTRAINT "login_throttles_scope_key_pk" PRIMARY KEY("scope","key")
);
