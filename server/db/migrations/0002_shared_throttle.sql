CREATE SCHEMA "throttle";
--> statement-breakpoint
CREATE UNLOGGED TABLE "throttle"."hits" (
	"key" text NOT NULL,
	"second" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "hits_key_second_pk" PRIMARY KEY("key","second")
);
