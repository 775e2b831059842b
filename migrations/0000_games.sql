CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`variant` text NOT NULL,
	`map` text NOT NULL,
	`state` text DEFAULT 'forming' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "games_state_known" CHECK("games"."state" IN ('forming', 'active', 'finished'))
);
