CREATE TABLE `phases` (
	`game_id` text NOT NULL,
	`seq` integer NOT NULL,
	`phase` text NOT NULL,
	`position` text NOT NULL,
	`orders` text NOT NULL,
	`results` text NOT NULL,
	`processed_at` text NOT NULL,
	PRIMARY KEY(`game_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `players` (
	`game_id` text NOT NULL,
	`player_id` text NOT NULL,
	`name` text NOT NULL,
	`power` text,
	`role` text NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`game_id`, `player_id`),
	CONSTRAINT "players_role_known" CHECK("players"."role" IN ('player', 'observer'))
);
--> statement-breakpoint
CREATE INDEX `players_player` ON `players` (`player_id`);--> statement-breakpoint
CREATE INDEX `players_name` ON `players` (lower("name"));--> statement-breakpoint
CREATE TABLE `press` (
	`game_id` text NOT NULL,
	`id` integer NOT NULL,
	`phase` text NOT NULL,
	`from` text NOT NULL,
	`to` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`game_id`, `id`),
	CONSTRAINT "press_kind_known" CHECK("press"."kind" IN ('private', 'broadcast'))
);
--> statement-breakpoint
CREATE TABLE `seats` (
	`game_id` text NOT NULL,
	`power` text NOT NULL,
	`status` text NOT NULL,
	`player_id` text,
	`revision` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`game_id`, `power`),
	CONSTRAINT "seats_status_known" CHECK("seats"."status" IN ('open', 'taken', 'vacant', 'dummy', 'eliminated'))
);
--> statement-breakpoint
ALTER TABLE `games` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `rules` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `phase` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `deadline` text;--> statement-breakpoint
ALTER TABLE `games` ADD `listed` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `started_at` text;--> statement-breakpoint
ALTER TABLE `games` ADD `finished_at` text;--> statement-breakpoint
ALTER TABLE `games` ADD `ending` text;--> statement-breakpoint
ALTER TABLE `games` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `games_created` ON `games` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `games_state_created` ON `games` (`state`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `games_variant_created` ON `games` (`variant`,`created_at`,`id`);