CREATE TABLE "app_figures" (
	"user_id" integer NOT NULL,
	"app" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"value" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "app_figures_user_id_app_day_pk" PRIMARY KEY("user_id","app","day")
);
--> statement-breakpoint
ALTER TABLE "app_figures" ADD CONSTRAINT "app_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;