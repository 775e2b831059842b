import { gameMap } from '../game/board.js';
import type { GameState, PhaseRecord, Player, SeatStatus } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { deadlineSentence } from './clock.js';
import { blocks, pad, paragraph, RULE, widest } from './layout.js';
import { ordersText } from './orders.js';
import { gameSubject, startedSubject, type Notice } from './subjects.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';

/**
 * The judge's notices by mail: the start as the master reads it, who joined, seats
 * changing hands, a new deadline, a rollback, the phases a ROLLFORWARD played again. Each
 * is a subject and a text, written from the game as the change left it (and, for a seat,
 * as it was before). Who gets which is for the mail out to say.
 */

/** A mail's subject and text. */
export type { Notice } from './subjects.js';

/** A person as the master knows him: his name and, if he gave one, his address. */
const known = (player: Player): string => (player.contact.email === null ? player.name : `${player.name} <${player.contact.email}>`);

/** The start, for the master: who plays what, the first phase and its deadline. */
export function masterStartNotice(state: GameState): Notice {
  const map = gameMap(state.settings);
  const seats = Object.values(state.seats);
  const width = widest(seats.map((s) => `${powerTitle(s.power)}:`));
  const lines = seats.map((s) => {
    const player = state.players.find((p) => p.id === s.playerId);
    return `${pad(`${powerTitle(s.power)}:`, width)}  ${player === undefined ? s.status : known(player)}`;
  });
  return {
    subject: startedSubject(state),
    body: blocks(
      paragraph(`The ${gameTitle(state)}, of which you are the master, has started with ${phaseTitle(map, state.position.phase)}.`),
      lines.join('\n'),
      paragraph(deadlineSentence(state)),
    ),
  };
}

/**
 * Someone joined the game, for the master: a power's player (`observer` false; his power
 * may be dealt only at the start), or an observer.
 */
export function joinedNotice(state: GameState, player: Player, observer = player.power === null): Notice {
  const open = Object.values(state.seats).filter((s) => s.status === 'open').length;
  const what = observer ? 'as an observer' : player.power === null ? 'as a player (his power is dealt at the start)' : `as ${powerTitle(player.power)}`;
  const all = Object.keys(state.seats).length;
  let left = '';
  if (player.power !== null && open > 0) left = ` ${open} of the ${all} powers ${open === 1 ? 'is' : 'are'} still open.`;
  else if (player.power !== null && state.status === 'active') left = ' Every power is taken: the game has started.';
  else if (player.power !== null) left = ' Every power is taken: start the game with ACTIVATE.';
  return {
    subject: gameSubject(state, `${player.name} joined ${what}`),
    body: blocks(paragraph(`${known(player)} has joined the ${gameTitle(state)} ${what}.${left}`)),
  };
}

/** Who a seat change is told to: the master, the player the power concerns, or everyone else in the game. */
export type SeatReader = 'master' | 'concerned' | 'others';

/** A power's seat went from `from` to `to`; `byMaster` when the master made the change. */
export interface SeatChange {
  readonly power: PowerName;
  readonly from: SeatStatus;
  readonly to: SeatStatus;
  readonly byMaster: boolean;
  /** The player who left the seat (resignation) or took it (takeover), if any. */
  readonly player: Player | null;
}

/** The notice of a seat change for one kind of reader, or null when that reader is not told of it. */
export function seatNotice(state: GameState, change: SeatChange, reader: SeatReader): Notice | null {
  const power = powerTitle(change.power);
  const title = gameTitle(state);
  const forming = state.status === 'forming';
  const takeOver = `TAKEOVER ${change.power.toLowerCase()}@${state.id} password`;
  if (change.from === 'taken' && (change.to === 'vacant' || change.to === 'open')) {
    const after = change.to === 'open' ? `${power} is open again for a new player to join.` : `${power} is vacant: it is late at every deadline until someone takes it over.`;
    switch (reader) {
      case 'master': {
        const who = change.player === null ? `${power}'s player` : known(change.player);
        const how = change.byMaster ? 'you resigned him' : 'he resigned';
        const next = change.to === 'open' ? '' : ` A new player takes it with ${takeOver}; or you may make it a dummy with DUMMY ${change.power}.`;
        return { subject: gameSubject(state, `${power} resigned`), body: blocks(paragraph(`${who} no longer plays ${power} in the ${title}: ${how}. ${after}${next}`)) };
      }
      case 'concerned': {
        const how = change.byMaster ? 'The master has resigned you from' : 'You have resigned';
        return {
          subject: gameSubject(state, `you no longer play ${power}`),
          body: blocks(paragraph(`${how} ${power} in the ${title}. You no longer play in this game, and the judge will send you no more of its mail.`)),
        };
      }
      case 'others':
        return { subject: gameSubject(state, `${power} resigned`), body: blocks(paragraph(`${power}'s player has left the ${title}. ${after}`)) };
    }
  }
  if (change.to === 'dummy' && (change.from === 'vacant' || change.from === 'open')) {
    if (reader !== 'master') return null;
    return {
      subject: gameSubject(state, `${power} is a dummy`),
      body: blocks(
        paragraph(`${power} is now a dummy in the ${title}: the phase no longer waits for its orders, and its units follow the civil-disorder rules.`),
        paragraph(`To give it a player again, end the dummy with RESIGN ${change.power} (the power falls vacant), then let the new player send ${takeOver}.`),
      ),
    };
  }
  if (change.from === 'dummy' && (change.to === 'vacant' || change.to === 'open')) {
    if (reader !== 'master') return null;
    const next = forming ? 'It is open for a new player to join.' : `It is vacant, and late at every deadline until a new player takes it over with ${takeOver}.`;
    return { subject: gameSubject(state, `${power} is no longer a dummy`), body: blocks(paragraph(`${power} is no longer a dummy in the ${title}. ${next}`)) };
  }
  if (change.to === 'taken' && change.from !== 'open') {
    switch (reader) {
      case 'master': {
        const who = change.player === null ? 'A new player' : known(change.player);
        return { subject: gameSubject(state, `${power} taken over`), body: blocks(paragraph(`${who} has taken over ${power} in the ${title}.`)) };
      }
      case 'concerned':
        return {
          subject: gameSubject(state, `you now play ${power}`),
          body: blocks(paragraph(`You now play ${power} in the ${title}.`), ordersText(state, change.power).trimEnd()),
        };
      case 'others':
        return { subject: gameSubject(state, `${power} taken over`), body: blocks(paragraph(`${power} has a new player in the ${title}.`)) };
    }
  }
  return null;
}

/**
 * The master set a new deadline for the phase, or (PLAYER_DEADLINES) the player of
 * `extender` a later one, named unless HIDE_EXTENDERS keeps him from this reader (`named`,
 * views/extenders.ts).
 */
export function deadlineNotice(state: GameState, extender: PowerName | null = null, named = true): Notice {
  const map = gameMap(state.settings);
  const phase = phaseTitle(map, state.position.phase);
  const what =
    extender === null
      ? `The master has changed the deadline of ${phase}`
      : named
        ? `${powerTitle(extender)} has moved the deadline of ${phase} later`
        : `A player has moved the deadline of ${phase} later`;
  return {
    subject: gameSubject(state, `new deadline for ${phase}`),
    body: blocks(paragraph(`${what} in the ${gameTitle(state)}.`), paragraph(deadlineSentence(state))),
  };
}

/** The master rolled the game back to `phase`. */
export function rollbackNotice(state: GameState, phase: string, how: { readonly restored?: true; readonly forming?: true } = {}): Notice {
  const map = gameMap(state.settings);
  const title = phaseTitle(map, phase);
  if (how.forming === true) {
    return {
      subject: gameSubject(state, 'back to forming'),
      body: blocks(
        paragraph(`The master has put the ${gameTitle(state)} back before its first phase: every phase played is undone, and the game is forming again. Everyone keeps the power he plays.`),
        paragraph(`It starts again, at ${title}, when the master activates it; the judge writes then.`),
      ),
    };
  }
  return {
    subject: gameSubject(state, `rolled back to ${title}`),
    body: blocks(
      paragraph(`The master has rolled the ${gameTitle(state)} back to ${title}: that phase and every phase after it are undone, and their results no longer stand.`),
      paragraph(
        how.restored === true
          ? `The orders given for ${title} are on file again as they were; you may change them. When the phase is played again, its results come by mail as usual.`
          : `The orders given for ${title} are cleared: send your orders for it again. When the phase is played again, its results come by mail as usual.`,
      ),
      paragraph(deadlineSentence(state)),
    ),
  };
}

/**
 * The results of several phases played by one change (a ROLLFORWARD, or a phase and the
 * empty ones after it) in one mail: each phase's results in turn. `replayed` when the
 * master rolled the game forward, which the mail says first.
 */
export function resultsNotice(state: GameState, records: readonly PhaseRecord[], texts: readonly string[], replayed: boolean): Notice {
  const map = gameMap(state.settings);
  const first = phaseTitle(map, records[0]!.position.phase);
  const last = phaseTitle(map, records.at(-1)!.position.phase);
  const span = records.length === 1 ? first : `${first} to ${last}`;
  const heading = replayed
    ? paragraph(
        `The master has rolled the ${gameTitle(state)} forward: ${records.length === 1 ? 'the phase undone by the rollback was' : 'the phases undone by the rollback were'} played again with the orders on file. The results follow.`,
      )
    : null;
  return {
    subject: gameSubject(state, `${span} results${replayed ? ' (rolled forward)' : ''}`),
    body: blocks(heading, texts.map((t) => t.trimEnd()).join(`\n\n${RULE}\n\n`)),
  };
}

/**
 * The one mail an address given on the web (or by SET ADDRESS) gets before it is
 * confirmed: the code that confirms it, and that nothing else comes unless it is.
 */
export function confirmationNotice(state: GameState, code: string): Notice {
  return {
    subject: gameSubject(state, 'confirm your address'),
    body: blocks(
      paragraph(`This address was given to the ${gameTitle(state)} for its mail. The judge writes nothing else here until it is confirmed.`),
      paragraph(`To confirm it, give the code ${code} on the game's page, or write to the judge from this address: any mail that signs on to the game confirms it.`),
      paragraph('If you did not ask for this, do nothing: this game will not write here again.'),
    ),
  };
}

/**
 * ALWAYS_CONFIRM and BROADCAST_ORDERS: a power's orders after a change to them, as they
 * stand, for its player and the master (or, broadcast, for everyone). `played` is the
 * record of the phase when these orders were the last ones in and the phase was processed
 * with them: then the orders as entered, the results following in their own mail.
 */
export function ordersNotice(state: GameState, power: PowerName, played: PhaseRecord | null, broadcast: boolean): Notice {
  const map = gameMap(state.settings);
  const phase = played === null ? state.position.phase : played.position.phase;
  const subject = gameSubject(state, `${broadcast ? '' : 'confirmation: '}orders of ${powerTitle(power)} for ${phaseTitle(map, phase)}`);
  if (played === null) return { subject, body: ordersText(state, power) };
  const lines = played.orders[power] ?? [];
  return {
    subject,
    body: blocks(
      paragraph(`Orders of ${powerTitle(power)} for ${phaseTitle(map, phase)}, ${gameTitle(state)}:`),
      lines.length === 0 ? '  (none)' : lines.map((l) => `  ${l}`).join('\n'),
      paragraph('With these orders every power was in, and the phase has been processed: its results come in their own mail.'),
    ),
  };
}
