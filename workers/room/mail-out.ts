import { contactAddresses } from '../../shared/game/contact';
import { EmailMessage } from 'cloudflare:email';
import { z } from 'zod';
import { masterContact, powerOf } from '../../shared/game/actors';
import { powersOwing } from '../../shared/game/duty';
import { orderStatus, reminderTime } from '../../shared/game/index';
import { inForce } from '../../shared/game/rules';
import type { Actor, GameEvent, GameState, PhaseRecord, Player, PressMessage } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { fail, ok, type Result } from '../../shared/result';
import { pressFor, proposalFor, recordFor, resultsSightFor, viewerOf } from '../../shared/views/index';
import { civilPreview } from './civil-preview';
import { extenderNamedTo } from '../../shared/views/extenders';
import {
  confirmationNotice,
  deadlineNotice,
  endingSubject,
  endingText,
  handedOverNotice,
  joinedNotice,
  ordersNotice,
  lateMasterNotice,
  lateSubject,
  lateText,
  masterStartNotice,
  type Notice,
  pressSubject,
  pressText,
  proposalNotice,
  reminderSubject,
  reminderText,
  resultsSubject,
  resultsNotice,
  resultsText,
  rollbackNotice,
  seatNotice,
  type SeatChange,
  startedSubject,
  startedText,
  vetoedNotice,
} from '../../shared/text/index';
import { renameNotice } from '../../shared/text/rename';
import { revivedNotice, welcomeBackNotice } from '../../shared/text/revive';
import type { Env } from '../env';
import { addressKey, type Reachable } from './addresses';
import { judgeMailbox, withWebLine } from './letterhead';
import { absenceLetters } from './mail-absences';
import { autoPreviewNotice } from './mail-preview';
import { payolaPhaseNotices, transferNoticeFor } from './mail-payola';
import { writableAddress, writeMessage, type Mailbox } from './rfc822';
import type { OutboxEntry, PendingEntry } from './store';

/*
 * The judge's mail out of a room: what each change owes the players who asked for mail
 * (contact.by 'mail' or 'both') and the master (once he has given an address), as outbox
 * entries written in the same transaction as the change, one entry a recipient, by the
 * TOLD table (which event is told to whom); and the delivery of each through the
 * send_email binding, under the judge's one name and with the game's web address.
 *
 * A mail's text is written when the change is made, from the game as it then stood, so
 * that a retry sends the very same message. A reminder is the exception: it waits in the
 * outbox until its time, and is written, or dropped, from the game as it stands then.
 */

/** A message written when the change was made. */
const written = z.object({
  /** The player written to, or MASTER_ID for the master. */
  playerId: z.string(),
  to: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** When it was written: its Date. */
  at: z.number(),
});

/** Payloads of the three kinds of mail entry. */
export const mailPayloads = {
  /** A message written when the change was made. */
  mail: written,
  /**
   * The confirmation code's one mail to an address: sent even if its holder has since
   * changed his mind, for the address is marked as mailed its code (and never gets another).
   */
  mail_code: written,
  /** A reminder to a power that owes orders, for this phase and deadline only. */
  mail_reminder: z.object({ power: z.string(), phase: z.string(), deadline: z.number() }),
};

/** Someone the judge writes to: a player, an observer, or the master. */
interface Reader {
  /** The player's id, or MASTER_ID. */
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** Who he reads as. */
  readonly actor: Actor;
}

/** The payload's `playerId` of a mail to the master (no player id is ever this: ids are letters and digits). */
const MASTER_ID = '(master)';

/** The players (and observers) of `state` who want the judge's mail and gave an address it can write and may (confirmed). */
function mailReaders(state: GameState, reachable: Reachable): Reader[] {
  return addressed(state, reachable).filter((r) => !r.monitor).map((r) => r.reader);
}

/** The monitors (MONITOR) who take mail: they are sent the results, deadline changes and the end, nothing else. */
function monitorReaders(state: GameState, reachable: Reachable): Reader[] {
  return addressed(state, reachable).filter((r) => r.monitor).map((r) => r.reader);
}

function addressed(state: GameState, reachable: Reachable): { readonly reader: Reader; readonly monitor: boolean }[] {
  // One reader an address: a player with several (SET ADDRESS) is sent each letter at each one confirmed.
  return state.players
    .filter((p) => p.contact.by !== 'web')
    .flatMap((p) =>
      contactAddresses(p.contact)
        .filter((email) => writableAddress(email) && reachable(email))
        .map((email) => ({ reader: { id: p.id, email, name: p.name, actor: readerOf(p) }, monitor: p.monitor === true })),
    );
}

/** The master, if he takes mail and gave an address, confirmed. */
function masterReader(state: GameState, reachable: Reachable): Reader | null {
  const contact = masterContact(state);
  if (contact.by === 'web' || contact.email === null || !writableAddress(contact.email) || !reachable(contact.email)) return null;
  return { id: MASTER_ID, email: contact.email, name: `Master of ${state.id}`, actor: { kind: 'master' } };
}

/** Everyone who takes the judge's mail: the players and observers, then the master. */
function everyReader(state: GameState, reachable: Reachable): Reader[] {
  const master = masterReader(state, reachable);
  return [...mailReaders(state, reachable), ...(master === null ? [] : [master])];
}

/** The actor a player reads as: a power's player, or an observer. */
const readerOf = (player: Player): Actor =>
  player.power === null ? { kind: 'observer', playerId: player.id } : { kind: 'player', playerId: player.id };

/** The power the player plays now, if the seat still names him. */
const seatOf = (state: GameState, player: Player): PowerName | null =>
  player.power !== null && state.seats[player.power]?.playerId === player.id ? player.power : null;

/** The power a reader plays in `state`, if any. */
const readerSeat = (state: GameState, reader: Reader): PowerName | null => {
  const player = state.players.find((p) => p.id === reader.id);
  return player === undefined ? null : seatOf(state, player);
};

/** The reader wrote this message himself. */
function wrote(state: GameState, reader: Reader, message: PressMessage): boolean {
  if (reader.actor.kind === 'master') return message.from === 'MASTER';
  const player = state.players.find((p) => p.id === reader.id);
  if (player === undefined) return false;
  return player.power === null ? message.from === 'OBSERVER' && message.observer === player.id : message.from === seatOf(state, player);
}

/** Events after which the phase has a new clock: the reminder is set again. */
const CLOCK_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['started', 'phase_processed', 'rolled_back', 'rolled_forward', 'resumed', 'deadline_changed']);

/** A change to the game as the mail out reads it. */
interface Change {
  /** The game before the change: who held a seat that has since changed hands. */
  readonly before: GameState;
  /** The game as the change left it. */
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** Who made the change (the system for the deadline alarm). */
  readonly by: Actor;
  /** The addresses the game may write to. */
  readonly reachable: Reachable;
}

/** One mail to write: to whom, and what. */
interface Letter {
  readonly reader: Reader;
  readonly subject: string;
  readonly body: string;
}

const to = (readers: readonly Reader[], notice: Notice | null): Letter[] => (notice === null ? [] : readers.map((reader) => ({ reader, ...notice })));
const toMaster = (change: Change, notice: Notice | null): Letter[] => {
  const master = masterReader(change.state, change.reachable);
  return master === null ? [] : to([master], notice);
};

type Row<T extends GameEvent['type']> = (change: Change, event: Extract<GameEvent, { type: T }>) => Letter[];

/** Nobody is told by mail (the web shows it, or another row tells it). */
const nobody = (): Letter[] => [];

/**
 * Who is told what by mail of each kind of event: the table every change is read against,
 * one row an event. A new kind of event needs its row here (the compiler says so), and
 * that row is all it takes.
 */
const TOLD: { readonly [T in GameEvent['type']]: Row<T> } = {
  started: (change) => [
    ...mailReaders(change.state, change.reachable).map((r) => ({ reader: r, subject: startedSubject(change.state), body: startedText(change.state, readerSeat(change.state, r)) })),
    ...toMaster(change, masterStartNotice(change.state)),
  ],
  phase_processed: (change, event) => [...results(change, event), ...payolaLetters(change, event)],
  press: (change, event) => {
    // Who reads it is pressText's to say (the master: press to him, and all under EAVESDROP).
    return everyReader(change.state, change.reachable).flatMap((r) => {
      if (wrote(change.state, r, event.message)) return [];
      const text = pressText(change.state, event.message, r.actor);
      // The subject names the sender as this reader is shown him (grey and fake press: pressFor).
      const shown = pressFor(change.state, viewerOf(change.state, r.actor), event.message);
      return text.ok ? [{ reader: r, subject: pressSubject(change.state, shown), body: text.value }] : [];
    });
  },
  finished: (change) => ending(change),
  // Payola: a power's own list, answered in the reply and shown in its STATUS.
  accept_changed: nobody,
  // Card: a turn is played live on the web, step by step; its results reach mail players with the phase's (phase_processed).
  card_stacked: nobody,
  card_step: nobody,
  // SET LISTED / UNLISTED: answered in the master's reply; the lists follow the archive.
  listing_changed: nobody,
  // PURGE: nobody had joined, and the master reads it in his answer.
  purged: nobody,
  // RENAME: every player, lest the new name leave one wondering which game it is; the master reads it in his reply.
  renamed: (change, event) => to(mailReaders(change.state, change.reachable), renameNotice(change.state, event.from)),
  // Payola: both sides of a transfer (the receiver not by whom under ANON_TRANSFER).
  transfer: (change, event) =>
    mailReaders(change.state, change.reachable).flatMap((r) => to([r], transferNoticeFor(change.state, event.transfer, r.actor, readerSeat(change.state, r)))),
  // REVEAL: the end again, now with who played which power.
  revealed: (change) => ending(change),
  // The late powers' own players, each told what the deadline did to his power; the master, who was late.
  late: (change, event) => [
    ...mailReaders(change.state, change.reachable).flatMap((r) => {
      const power = readerSeat(change.state, r);
      return power !== null && event.powers.includes(power)
        ? [{ reader: r, subject: lateSubject(change.state, [power], event.phase), body: lateText(change.state, event, power) }]
        : [];
    }),
    ...toMaster(change, lateMasterNotice(change.state, event, civilPreview(change.state, event))),
  ],
  joined: (change, event) => {
    // A takeover is told by its seat's row; a join while the game forms, here, to the master.
    if (event.power !== null && change.events.some((e) => e.type === 'seat_changed' && e.power === event.power)) return [];
    const player = change.state.players.find((p) => p.id === event.playerId);
    // Who joined as what: the door applies an OBSERVE as the observer himself.
    return player === undefined ? [] : toMaster(change, joinedNotice(change.state, player, change.by.kind === 'observer' || (change.by.kind === 'master' && player.power === null)));
  },
  seat_changed: (change, event) => seatLetters(change, event),
  // HANDOVER: the power's player gets the earlier press he may now read.
  press_handed_over: (change, event) =>
    mailReaders(change.state, change.reachable)
      .filter((r) => r.id === event.playerId)
      .map((r) => ({ reader: r, ...handedOverNotice(change.state, event.power, event.before, r.actor) })),
  // A player's later deadline (PLAYER_DEADLINES): the master is told too, and everyone who lengthened it.
  // HIDE_EXTENDERS: the others are told it was moved, not by whom (views/extenders.ts).
  deadline_changed: (change) => {
    const extender = powerOf(change.before, change.by);
    const notice = (r: Reader) => deadlineNotice(change.state, extender, extender === null || extenderNamedTo(change.state, viewerOf(change.state, r.actor), extender));
    const readers = [...mailReaders(change.state, change.reachable), ...monitorReaders(change.state, change.reachable)];
    return [...readers.map((reader) => ({ reader, ...notice(reader) })), ...(extender === null ? [] : toMaster(change, deadlineNotice(change.state, extender)))];
  },
  rolled_back: (change, event) => to(mailReaders(change.state, change.reachable), rollbackNotice(change.state, event.phase, event)),
  // The phases played again come as one results mail (phase_processed's row says so).
  rolled_forward: nobody,
  orders_changed: (change, event) => orderLetters(change, event),
  wait_changed: nobody,
  vote_changed: nobody,
  // PREVIEW: a phase come ready is the master's to release (mail-preview.ts).
  preview: (change, event) => toMaster(change, autoPreviewNotice(change.state, event.record, event.next, change.by)),
  paused: nobody,
  resumed: nobody,
  // PROPOSE_DIAS: everyone hears of the ending proposed (by whom as the views allow) and of
  // its veto (never by whom); an acceptance is its voter's secret.
  proposed: (change) =>
    everyReader(change.state, change.reachable).flatMap((r) => {
      const seen = proposalFor(change.state, viewerOf(change.state, r.actor));
      return seen === null ? [] : [{ reader: r, ...proposalNotice(change.state, seen.ending, seen.by, seen.accepted !== null) }];
    }),
  proposal_accepted: nobody,
  proposal_vetoed: (change) => to(everyReader(change.state, change.reachable), vetoedNotice(change.state)),
  absence_set: (change, event) => absenceLetters(change.state, event.absence, mailReaders(change.state, change.reachable), masterReader(change.state, change.reachable)),
  absences_cleared: nobody,
  // REVIVE: the welcome back to the player (his new password in it), word to the others; the master reads it in his answer.
  revived: (change, event) => {
    const readers = mailReaders(change.state, change.reachable);
    return [
      ...to(readers.filter((r) => r.id === event.playerId), welcomeBackNotice(change.state, event.power, event.letter)),
      ...to(readers.filter((r) => r.id !== event.playerId), revivedNotice(change.state, event.power)),
    ];
  },
};

/**
 * ALWAYS_CONFIRM: the power's orders after each change to them, to its player and a copy
 * to the master, so that orders nobody meant to give are seen at once; under
 * BROADCAST_ORDERS (which brings ALWAYS_CONFIRM in) to everyone in the game. A Crystal
 * Ball game's lists are not told so (the rules are built for standard games only, so they
 * are never in force in another).
 */
function orderLetters(change: Change, event: Extract<GameEvent, { type: 'orders_changed' }>): Letter[] {
  const { state } = change;
  // A variant whose orders are not told so has the rules unbuilt (shared/rules/built.ts).
  if (!inForce(state.settings, 'ALWAYS_CONFIRM')) return [];
  // The last orders in may have processed the phase in the same change: tell what was entered.
  const played = change.events.find((e): e is Extract<GameEvent, { type: 'phase_processed' }> => e.type === 'phase_processed')?.record ?? null;
  // A Payola sheet is its power's secret: never broadcast, only confirmed to its player and the master.
  const broadcast = inForce(state.settings, 'BROADCAST_ORDERS') && state.payola === undefined;
  const notice = ordersNotice(state, event.power, played, broadcast);
  if (broadcast) return to(everyReader(state, change.reachable), notice);
  const players = mailReaders(change.before, change.reachable).filter((r) => readerSeat(change.before, r) === event.power);
  return [...to(players, notice), ...toMaster(change, notice)];
}

/** The end of the game, to everyone who takes mail (the monitors too) and the master. */
function ending(change: Change): Letter[] {
  return to([...everyReader(change.state, change.reachable), ...monitorReaders(change.state, change.reachable)], { subject: endingSubject(change.state), body: endingText(change.state) });
}

/**
 * The results of every phase a change played, in one mail to each reader (a ROLLFORWARD,
 * or a phase and the next played at once, is one mail, not one a phase): written at the
 * change's first phase_processed event, nothing at the others. The master reads the
 * master's record (every power's orders); a Crystal Ball game's players each their own.
 */
function results(change: Change, event: Extract<GameEvent, { type: 'phase_processed' }>): Letter[] {
  const played = change.events.filter((e): e is Extract<GameEvent, { type: 'phase_processed' }> => e.type === 'phase_processed');
  if (played[0] !== event) return [];
  const { state } = change;
  // IGNORE_RESULTS: the master is sent no season results (nor, as for every game here, rollback notices).
  const readers = [
    ...(inForce(state.settings, 'IGNORE_RESULTS') ? mailReaders(state, change.reachable) : everyReader(state, change.reachable)),
    ...monitorReaders(state, change.reachable),
  ];
  if (readers.length === 0) return [];
  const records = played.map((e) => e.record);
  const replayed = change.events.some((e) => e.type === 'rolled_forward');
  // Each reader's results are of the record as he may see it (recordFor: a Crystal Ball
  // game's lists, his own or what PUBLIC_LISTS and LIMIT_LISTS show); a record nothing is
  // cut from is the same record for all, written once.
  const written = new Map<PhaseRecord, string>();
  // A BLIND game's reader also sees only his cut of the board that followed (resultsSightFor).
  const textOf = (record: PhaseRecord, actor: Actor): string => {
    const sight = resultsSightFor(state, actor);
    const text = (sight === undefined ? written.get(record) : undefined) ?? resultsText(state, record, sight);
    written.set(record, text);
    return text;
  };
  return readers.map((reader) => {
    const texts = records.map((r) => textOf(recordFor(state, r, reader.actor), reader.actor));
    if (records.length === 1 && !replayed) return { reader, subject: resultsSubject(state, records[0]!.position.phase), body: texts[0]! };
    return { reader, ...resultsNotice(state, records, texts, replayed) };
  });
}

/** A Payola game's phase, beside its results: each reader's account statement, chart or income report, as his cut of the record shows them. */
function payolaLetters(change: Change, event: Extract<GameEvent, { type: 'phase_processed' }>): Letter[] {
  if (event.record.payola === undefined) return [];
  return everyReader(change.state, change.reachable).flatMap((r) =>
    payolaPhaseNotices(change.state, event.record, r.actor, r.actor.kind === 'master' ? null : readerSeat(change.state, r)).map((notice) => ({ reader: r, ...notice })),
  );
}

/**
 * A seat changing hands, told to the master, to the player it concerns (the one who left
 * it, or the one who took it) and, for a resignation or a takeover, to everyone else in
 * the game. The dummies a start makes and the eliminations a phase makes are told by the
 * start and the results.
 */
function seatLetters(change: Change, event: Extract<GameEvent, { type: 'seat_changed' }>): Letter[] {
  const before = change.before.seats[event.power];
  if (before === undefined || before.status === event.status || event.status === 'eliminated') return [];
  if (change.events.some((e) => e.type === 'started')) return [];
  // A player revived is welcomed back by the revived row.
  if (change.events.some((e) => e.type === 'revived' && e.power === event.power)) return [];
  const leaving = event.status !== 'taken';
  const holder = leaving ? before.playerId : change.state.seats[event.power]?.playerId;
  const player = (leaving ? change.before : change.state).players.find((p) => p.id === holder) ?? null;
  const seat: SeatChange = { power: event.power, from: before.status, to: event.status, byMaster: change.by.kind === 'master', player };
  const concerned = player === null ? [] : mailReaders(leaving ? change.before : change.state, change.reachable).filter((r) => r.id === player.id);
  const others = mailReaders(change.state, change.reachable).filter((r) => r.id !== player?.id);
  return [
    ...toMaster(change, seatNotice(change.state, seat, 'master')),
    ...to(concerned, seatNotice(change.state, seat, 'concerned')),
    ...to(others, seatNotice(change.state, seat, 'others')),
  ];
}

/**
 * The mail a change owes, for `state` as the change left it, each kind of event told to
 * whom the TOLD table says, in the order the events came (a rollback's notice before any
 * results played after it); and when the phase's clock was set, a reminder for each power
 * whose player takes mail, due before the deadline. Keys are unique by the state's
 * revision, which every change raises; a reminder's key is its power's, so a newer clock
 * replaces it. `before` is the game before the change, `by` who made it.
 */
export function mailEntries(
  state: GameState,
  events: readonly GameEvent[],
  now: number,
  context: { readonly before?: GameState; readonly by?: Actor; readonly reachable: Reachable },
): OutboxEntry[] {
  const change: Change = { before: context.before ?? state, state, events, by: context.by ?? { kind: 'system' }, reachable: context.reachable };
  const entries: OutboxEntry[] = [];
  for (const event of events) {
    const row = TOLD[event.type] as Row<typeof event.type>;
    for (const letter of row(change, event)) {
      entries.push({
        key: `mail:${state.revision}:${entries.length}`,
        kind: 'mail',
        payload: {
          playerId: letter.reader.id,
          to: letter.reader.email,
          name: letter.reader.name,
          subject: letter.subject,
          body: letter.body,
          at: now,
        } satisfies z.infer<typeof mailPayloads.mail>,
      });
    }
  }
  if (events.some((e) => CLOCK_EVENTS.has(e.type))) entries.push(...reminders(state, mailReaders(state, context.reachable), now));
  return entries;
}

/**
 * The confirmation code's one mail to each address (keyed as `addressKey` gives), to the
 * first holder of it in the game: the only mail an address gets before it is confirmed.
 */
export function confirmationEntries(state: GameState, addresses: readonly string[], code: string, now: number): OutboxEntry[] {
  const master = masterContact(state);
  const holders = [
    ...state.players.flatMap((p) => contactAddresses(p.contact).map((email) => ({ id: p.id, email: email as string | null, name: p.name }))),
    { id: MASTER_ID, email: master.email, name: `Master of ${state.id}` },
  ];
  return addresses.flatMap((key) => {
    const holder = holders.find((h) => h.email !== null && addressKey(h.email) === key);
    if (holder === undefined) return [];
    const notice = confirmationNotice(state, code);
    return [
      {
        key: `confirm:${key}`,
        kind: 'mail_code',
        payload: { playerId: holder.id, to: holder.email!, name: holder.name, subject: notice.subject, body: notice.body, at: now } satisfies z.infer<typeof mailPayloads.mail>,
      },
    ];
  });
}

/** A reminder entry for each power owing orders whose player takes mail, if its time is still to come. */
function reminders(state: GameState, readers: readonly Reader[], now: number): OutboxEntry[] {
  const at = reminderTime(state);
  if (at === null || at <= now || state.deadline === null) return [];
  const seated = new Set(readers.map((r) => readerSeat(state, r)));
  return powersOwing(state)
    .filter((power) => seated.has(power))
    .map((power) => ({
      key: `remind:${power}`,
      kind: 'mail_reminder',
      payload: { power, phase: state.position.phase, deadline: state.deadline! } satisfies z.infer<typeof mailPayloads.mail_reminder>,
      due: at,
    }));
}


/** The Message-ID of an entry: the same at every try, unique for ever (the outbox's seq is never reused). */
const messageIdOf = (state: GameState, entry: PendingEntry, env: Env): string =>
  `${state.id}.${entry.seq}@${env.JUDGE_ADDRESS.slice(env.JUDGE_ADDRESS.lastIndexOf('@') + 1)}`;

/** Hands one message to the send_email binding; a refusal is a failure to try again. */
async function send(env: Env, state: GameState, to: Mailbox, subject: string, body: string, date: number, messageId: string): Promise<Result<void>> {
  const from = judgeMailbox(env.JUDGE_ADDRESS);
  const raw = writeMessage({ from, to, subject, body: withWebLine(env, state.id, body), date, messageId });
  try {
    await env.MAIL.send(new EmailMessage(from.address, to.address, raw));
    return ok(undefined);
  } catch (err) {
    return fail('mail_refused', `The mail to ${to.address} was not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The address a written mail entry goes to; null for any other entry (a reminder is written when due). */
export function mailRecipient(entry: PendingEntry): string | null {
  return entry.kind === 'mail' || entry.kind === 'mail_code' ? written.parse(entry.payload).to : null;
}

/**
 * Delivers a mail entry against the game as it stands. A player who has since asked for
 * the web only gets nothing; a reminder no longer due (the phase moved on, the deadline
 * changed, the game was paused, the orders came in) is dropped.
 */
export async function deliverMail(entry: PendingEntry, state: GameState, env: Env, reachable: Reachable): Promise<Result<void>> {
  if (entry.kind === 'mail_code') {
    const m = written.parse(entry.payload);
    return send(env, state, { address: m.to, name: m.name }, m.subject, m.body, m.at, messageIdOf(state, entry, env));
  }
  if (entry.kind === 'mail') {
    const m = mailPayloads.mail.parse(entry.payload);
    const by = m.playerId === MASTER_ID ? masterContact(state).by : state.players.find((p) => p.id === m.playerId)?.contact.by;
    if (by === 'web') return ok(undefined);
    return send(env, state, { address: m.to, name: m.name }, m.subject, m.body, m.at, messageIdOf(state, entry, env));
  }
  const r = mailPayloads.mail_reminder.parse(entry.payload);
  const player = lateReader(state, r, reachable);
  if (player === null) return ok(undefined);
  const at = Date.now();
  return send(env, state, { address: player.email, name: player.name }, reminderSubject(state, r.power), reminderText(state, r.power, at), at, messageIdOf(state, entry, env));
}

/** The player a reminder is still for: his power owes orders in that very phase and deadline, and has not sent them all. */
function lateReader(state: GameState, r: z.infer<typeof mailPayloads.mail_reminder>, reachable: Reachable): Reader | null {
  if (state.status !== 'active' || state.paused || state.position.phase !== r.phase || state.deadline !== r.deadline) return null;
  // Orders in but incomplete are reminded too: "in" means complete (a Crystal Ball list: written, play.ts orderStatus).
  const done = orderStatus(state, r.power) === 'complete';
  if (done || !powersOwing(state).includes(r.power)) return null;
  const seat = state.seats[r.power];
  if (seat?.status !== 'taken') return null;
  return mailReaders(state, reachable).find((p) => p.id === seat.playerId) ?? null;
}
