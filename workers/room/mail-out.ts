import { EmailMessage } from 'cloudflare:email';
import { z } from 'zod';
import { powersOwing } from '../../shared/game/duty';
import { orderStatus, reminderTime } from '../../shared/game/index';
import type { Actor, GameEvent, GameState, Player, PressMessage } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { fail, ok, type Result } from '../../shared/result';
import { recordFor } from '../../shared/views/index';
import {
  endingSubject,
  endingText,
  lateSubject,
  lateText,
  pressSubject,
  pressText,
  reminderSubject,
  reminderText,
  resultsSubject,
  resultsText,
  startedSubject,
  startedText,
} from '../../shared/text/index';
import type { Env } from '../env';
import { writableAddress, writeMessage, type Mailbox } from './rfc822';
import type { OutboxEntry, PendingEntry } from './store';

/*
 * The judge's mail out of a room: what each change owes the players who asked for mail
 * (contact.by 'mail' or 'both'), as outbox entries written in the same transaction as the
 * change, one entry a recipient; and the delivery of each through the send_email binding.
 *
 * A mail's text is written when the change is made, from the game as it then stood, so
 * that a retry sends the very same message. A reminder is the exception: it waits in the
 * outbox until its time, and is written, or dropped, from the game as it stands then.
 */

/** Payloads of the two kinds of mail entry. */
export const mailPayloads = {
  /** A message written when the change was made. */
  mail: z.object({
    playerId: z.string(),
    to: z.string(),
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    /** When it was written: its Date. */
    at: z.number(),
  }),
  /** A reminder to a power that owes orders, for this phase and deadline only. */
  mail_reminder: z.object({ power: z.string(), phase: z.string(), deadline: z.number() }),
};

/** Players who want the judge's mail and gave an address it can write. */
function mailReaders(state: GameState): Player[] {
  return state.players.filter((p) => p.contact.by !== 'web' && p.contact.email !== null && writableAddress(p.contact.email));
}

/** The actor a player reads as: a power's player, or an observer. */
const readerOf = (player: Player): Actor =>
  player.power === null ? { kind: 'observer', playerId: player.id } : { kind: 'player', playerId: player.id };

/** The power the player plays now, if the seat still names him. */
const seatOf = (state: GameState, player: Player): PowerName | null =>
  player.power !== null && state.seats[player.power]?.playerId === player.id ? player.power : null;

/** The player wrote this message himself. */
const wrote = (state: GameState, player: Player, message: PressMessage): boolean =>
  player.power === null ? message.from === 'OBSERVER' && message.observer === player.id : message.from === seatOf(state, player);

/** Events after which the phase has a new clock: the reminder is set again. */
const CLOCK_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['started', 'phase_processed', 'rolled_back', 'rolled_forward', 'resumed', 'deadline_changed']);

/**
 * The mail a change owes, for `state` as the change left it: the results of every phase
 * processed, press to those it is for (never back to its writer), the start and the end
 * of the game, a late notice to the players of the powers late at a deadline, and when the phase's clock was set, a reminder for each power whose player
 * takes mail, due before the deadline. Keys are unique by the state's revision, which
 * every change raises; a reminder's key is its power's, so a newer clock replaces it.
 */
export function mailEntries(state: GameState, events: readonly GameEvent[], now: number): OutboxEntry[] {
  const readers = mailReaders(state);
  const entries: OutboxEntry[] = [];
  const letter = (player: Player, subject: string, body: string): void => {
    entries.push({
      key: `mail:${state.revision}:${entries.length}`,
      kind: 'mail',
      payload: { playerId: player.id, to: player.contact.email!, name: player.name, subject, body, at: now } satisfies z.infer<typeof mailPayloads.mail>,
    });
  };
  for (const event of events) {
    switch (event.type) {
      case 'phase_processed': {
        if (readers.length === 0) break;
        const subject = resultsSubject(state, event.record.position.phase);
        // A Crystal Ball game's results are each reader's own (his lists, or what
        // PUBLIC_LISTS and LIMIT_LISTS show); a standard game's, one text for all.
        const shared = state.crystal === undefined ? resultsText(state, event.record) : null;
        for (const p of readers) letter(p, subject, shared ?? resultsText(state, recordFor(state, event.record, readerOf(p))));
        break;
      }
      case 'press':
        for (const p of readers) {
          if (wrote(state, p, event.message)) continue;
          const text = pressText(state, event.message, readerOf(p));
          if (text.ok) letter(p, pressSubject(state, event.message), text.value);
        }
        break;
      case 'started':
        for (const p of readers) letter(p, startedSubject(state), startedText(state, seatOf(state, p)));
        break;
      case 'finished':
      // REVEAL: the end again, now with who played which power.
      case 'revealed':
        if (readers.length === 0) break;
        for (const p of readers) letter(p, endingSubject(state), endingText(state));
        break;
      case 'late':
        // The late powers' own players, each told what the deadline did to his power.
        for (const p of readers) {
          const power = seatOf(state, p);
          if (power !== null && event.powers.includes(power)) letter(p, lateSubject(state, power, event.phase), lateText(state, event, power));
        }
        break;
      case 'joined':
      case 'orders_changed':
      case 'wait_changed':
      case 'vote_changed':
      case 'preview':
      case 'rolled_back':
      case 'rolled_forward':
      case 'paused':
      case 'resumed':
      case 'deadline_changed':
      case 'seat_changed':
        break;
    }
  }
  if (events.some((e) => CLOCK_EVENTS.has(e.type))) entries.push(...reminders(state, readers, now));
  return entries;
}

/** A reminder entry for each power owing orders whose player takes mail, if its time is still to come. */
function reminders(state: GameState, readers: readonly Player[], now: number): OutboxEntry[] {
  const at = reminderTime(state);
  if (at === null || at <= now || state.deadline === null) return [];
  const seated = new Set(readers.map((p) => seatOf(state, p)));
  return powersOwing(state)
    .filter((power) => seated.has(power))
    .map((power) => ({
      key: `remind:${power}`,
      kind: 'mail_reminder',
      payload: { power, phase: state.position.phase, deadline: state.deadline! } satisfies z.infer<typeof mailPayloads.mail_reminder>,
      due: at,
    }));
}

/** The judge's own mailbox, from the JUDGE_ADDRESS var. */
const judgeOf = (env: Env): Mailbox => ({ address: env.JUDGE_ADDRESS, name: 'Cloud Judge' });

/** The Message-ID of an entry: the same at every try, unique for ever (the outbox's seq is never reused). */
const messageIdOf = (state: GameState, entry: PendingEntry, env: Env): string =>
  `${state.id}.${entry.seq}@${env.JUDGE_ADDRESS.slice(env.JUDGE_ADDRESS.lastIndexOf('@') + 1)}`;

/** Hands one message to the send_email binding; a refusal is a failure to try again. */
async function send(env: Env, to: Mailbox, subject: string, body: string, date: number, messageId: string): Promise<Result<void>> {
  const from = judgeOf(env);
  const raw = writeMessage({ from, to, subject, body, date, messageId });
  try {
    await env.MAIL.send(new EmailMessage(from.address, to.address, raw));
    return ok(undefined);
  } catch (err) {
    return fail('mail_refused', `The mail to ${to.address} was not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Delivers a mail entry against the game as it stands. A player who has since asked for
 * the web only gets nothing; a reminder no longer due (the phase moved on, the deadline
 * changed, the game was paused, the orders came in) is dropped.
 */
export async function deliverMail(entry: PendingEntry, state: GameState, env: Env): Promise<Result<void>> {
  if (entry.kind === 'mail') {
    const m = mailPayloads.mail.parse(entry.payload);
    const now = state.players.find((p) => p.id === m.playerId);
    if (now !== undefined && now.contact.by === 'web') return ok(undefined);
    return send(env, { address: m.to, name: m.name }, m.subject, m.body, m.at, messageIdOf(state, entry, env));
  }
  const r = mailPayloads.mail_reminder.parse(entry.payload);
  const player = lateReader(state, r);
  if (player === null) return ok(undefined);
  const at = Date.now();
  return send(env, { address: player.contact.email!, name: player.name }, reminderSubject(state, r.power), reminderText(state, r.power, at), at, messageIdOf(state, entry, env));
}

/** The player a reminder is still for: his power owes orders in that very phase and deadline, and has not sent them all. */
function lateReader(state: GameState, r: z.infer<typeof mailPayloads.mail_reminder>): Player | null {
  if (state.status !== 'active' || state.paused || state.position.phase !== r.phase || state.deadline !== r.deadline) return null;
  // Orders in but incomplete are reminded too: a standard game's "in" means complete.
  const done = state.crystal === undefined ? orderStatus(state, r.power) === 'complete' : state.submitted.includes(r.power);
  if (done || !powersOwing(state).includes(r.power)) return null;
  const seat = state.seats[r.power];
  if (seat?.status !== 'taken') return null;
  return mailReaders(state).find((p) => p.id === seat.playerId) ?? null;
}
