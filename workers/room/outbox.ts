import { z } from 'zod';
import type { GameEvent, GameState, PhaseRecord } from '../../shared/game/types';
import { fail, ok, type Result } from '../../shared/result';
import { recordFor } from '../../shared/views/index';
import { archiveEnding, archiveGame, archivePhase, archiveStatement } from '../db/archive';
import type { Env } from '../env';
import type { Reachable } from './addresses';
import { deliverMail, mailPayloads } from './mail-out';
import type { OutboxEntry, PendingEntry } from './store';

/*
 * What a room owes the world after a change: archive rows in D1, and mail. Entries
 * are written in the same transaction as the state that caused them, and the alarm
 * delivers them; one that fails stays, to be tried again after a growing pause, until
 * its tries run out and it becomes a dead letter (dead-letters.ts).
 */

/** The kinds of entry, each with the payload it stores. */
const payloads = {
  /** The game's row, players and seats, as the state stands when the entry is delivered. */
  archive_game: z.object({ at: z.number() }),
  /** One processed phase, numbered by the room's own count that is never reused. */
  archive_phase: z.object({ seq: z.number().int().nonnegative(), record: z.looseObject({ processedAt: z.number() }) }),
  /** The ended game with its press, as the state stands when the entry is delivered. */
  archive_ending: z.object({ at: z.number() }),
  /** An end-of-game statement (a broadcast after the end, unless NO_EOG), by its press id. */
  archive_statement: z.object({ id: z.number().int().positive() }),
  /** Mail to one player, and the reminder to a late power (mail-out.ts). */
  ...mailPayloads,
};
export type OutboxKind = keyof typeof payloads;

/** The events that change what the game list shows of a game. */
function changesListing(event: GameEvent): boolean {
  switch (event.type) {
    case 'joined':
    case 'started':
    case 'phase_processed':
    case 'rolled_back':
    case 'rolled_forward':
    case 'paused':
    case 'resumed':
    case 'deadline_changed':
    case 'seat_changed':
    case 'finished':
    // The archive's player rows get their names once everyone may see them.
    case 'revealed':
    case 'listing_changed':
    case 'renamed':
      return true;
    case 'orders_changed':
    case 'wait_changed':
    case 'press':
    case 'press_handed_over':
    // REVIVE: its seat_changed brings the listing's change.
    case 'revived':
    case 'vote_changed':
    case 'preview':
    case 'late':
    case 'accept_changed':
    case 'transfer':
    case 'card_stacked':
    case 'card_step':
    case 'proposed':
    case 'proposal_accepted':
    case 'proposal_vetoed':
    case 'absence_set':
    case 'absences_cleared':
    // PURGE: the room erases the game's rows itself, and keeps no outbox.
    case 'purged':
      return false;
  }
}

/** The game's row: one key, so a newer write replaces one still waiting. */
export const gameEntry = (at: number): OutboxEntry => ({ key: 'game', kind: 'archive_game', payload: { at } });

/**
 * The outbox entries a change brings, for `state` as the change left it. `claimSeq` gives
 * the next number of the room's phase count. A phase goes to the archive as anyone may
 * see it (a running Crystal Ball game's lists stay out until its end: archiveEnding).
 */
export function entriesFor(state: GameState, events: readonly GameEvent[], now: number, claimSeq: () => number): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (const event of events) {
    // Every processing is archived as a new row, a ROLLFORWARD's replay too (the game
    // reports it as processed): in the archive the later row of a phase stands.
    if (event.type === 'phase_processed') {
      const seq = claimSeq();
      entries.push({ key: `phase:${seq}`, kind: 'archive_phase', payload: { seq, record: recordFor(state, event.record, null) } });
    }
    if (event.type === 'finished') entries.push({ key: 'ending', kind: 'archive_ending', payload: { at: now } });
    if (event.type === 'press' && event.message.eog === true) {
      entries.push({ key: `statement:${event.message.id}`, kind: 'archive_statement', payload: { id: event.message.id } });
    }
  }
  if (events.some(changesListing)) entries.unshift(gameEntry(now));
  return entries;
}

/** Pause before the next attempt: 10 s, doubled at each failure, at most an hour. */
export function retryDelay(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.min(attempts, 20), 3_600_000);
}

/** Carries out one entry against the current state. */
export async function deliver(entry: PendingEntry, state: GameState, env: Env, reachable: Reachable): Promise<Result<void>> {
  switch (entry.kind) {
    case 'archive_game': {
      const { at } = payloads.archive_game.parse(entry.payload);
      return archiveGame(env.DB, state, at);
    }
    case 'archive_phase': {
      const { seq, record } = payloads.archive_phase.parse(entry.payload);
      return archivePhase(env.DB, state.id, seq, record as unknown as PhaseRecord);
    }
    case 'archive_ending': {
      const { at } = payloads.archive_ending.parse(entry.payload);
      // Rolled back since it ended: the game's row says so; there is no ending to write.
      if (state.status !== 'finished') return ok(undefined);
      return archiveEnding(env.DB, state, at);
    }
    case 'archive_statement': {
      const { id } = payloads.archive_statement.parse(entry.payload);
      const message = state.press.find((m) => m.id === id);
      // Gone with a rollback of the ending, or never kept: nothing to write.
      if (message === undefined || message.eog !== true || state.status !== 'finished') return ok(undefined);
      return archiveStatement(env.DB, state.id, message);
    }
    case 'mail':
    case 'mail_code':
    case 'mail_reminder':
      return deliverMail(entry, state, env, reachable);
    default:
      return fail('unknown_kind', `No delivery is known for outbox entries of kind ${entry.kind}.`);
  }
}
