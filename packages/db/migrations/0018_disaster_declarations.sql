CREATE TABLE "disaster_declarations" (
	"number" text NOT NULL,
	"state" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"declared_on" date,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disaster_declarations_number_state_pk" PRIMARY KEY("number","state")
);
