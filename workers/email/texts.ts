import { awaitingPower } from '../../shared/game/actors';
import type { Actor, GameState, PhaseRecord } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { exchangeStatus } from '../../shared/text/exchange';
import { absenceLines, listLine, ordersText, orderStatusLine, proposedEnding, resultsText, summaryText, waitersLine, waitingSentence } from '../../shared/text/index';
import { utcTime } from '../../shared/text/time';
import { seatHolder } from '../../shared/text/holder';
import { eogText } from '../../shared/text/eog';
import { phaseTitle, powerTitle } from '../../shared/text/words';
import { gameMap } from '../../shared/game/board';
import { boardInfo, boardNames } from '../../shared/map/boards';
import { globalStatusLines } from '../../shared/text/global.js';
import { historyFor, proposalFor, resultsSightFor, viewerOf, viewGame } from '../../shared/views/index';
import type { GameSummary } from '../db/archive';
import type { PayolaView } from '../../shared/variants/payola/state';

/*
 * The texts the mail door's replies quote: a game's state (LIST game), its SUMMARY and
 * HISTORY, a power's STATUS and the orders that end every reply, a PREVIEW, the game list.
 * The judge's texts (shared/text) make most of them; here they are put together for the
 * reply, cut to what the sender may see by the room (workers/room/mail.ts).
 */

/*
 * ordersText ends every reply: in a Crystal Ball game the power's own lists (shared/text
 * sends it to listsText; the room asks only for the powers the reader plays).
 */
export { ordersText, summaryText };


const title = (state: GameState): string => `game ${state.id}${state.settings.name === state.id ? '' : ` (${state.settings.name})`}`;

function clock(state: GameState): string {
  switch (state.status) {
    case 'forming': {
      const open = Object.values(state.seats).filter((s) => s.status === 'open').length;
      // Players who joined without choosing hold places, not powers: the powers stay open to choose.
      const waiting = awaitingPower(state);
      const places = waiting === 0 ? '' : ` ${waiting} joined without choosing and ${waiting === 1 ? 'is' : 'are'} dealt a power at the start, so ${Math.max(0, open - waiting)} ${open - waiting === 1 ? 'place is' : 'places are'} left.`;
      return `The game is forming: ${open} of the ${Object.keys(state.seats).length} powers ${open === 1 ? 'is' : 'are'} still open.${places}`;
    }
    case 'finished':
      return `The game is over${state.ending === null ? '' : ` (${endingWords(state.ending)})`}.`;
    case 'active':
      if (state.paused) return 'The game is paused by the master.';
      return state.deadline === null ? 'This phase has no deadline.' : (waitingSentence(state) ?? `Orders are due by ${utcTime(state.deadline)}.`);
  }
}

function endingWords(ending: NonNullable<GameState['ending']>): string {
  switch (ending.kind) {
    case 'solo':
      return `${ending.winner} won alone`;
    case 'draw':
      return `a draw between ${ending.powers.join(', ')}${ending.unreachable ? ' (no power could reach victory any more)' : ''}`;
    case 'concession':
      return `conceded to ${ending.winner}`;
    case 'terminated':
      return 'terminated by the master';
    case 'last_man':
      return `${ending.winner}'s ${ending.unit} the last man standing`;
    case 'uninhabitable':
      return 'the globe uninhabitable, all players losing';
  }
}

/**
 * LIST game: where the game stands, the master's words about it, whose orders are in (who,
 * never what), each power with its player (his name as the view shows it to this reader:
 * the master's, and each player's own, until the game ends), centres and units.
 */
export function gameText(state: GameState, reader: Actor | null): string {
  const status = orderStatusLine(state, reader?.kind === 'master');
  const waiters = waitersLine(state);
  const lines = [
    `Diplomacy ${title(state)}, ${state.status === 'forming' ? 'before' : 'in'} ${phaseTitle(gameMap(state.settings), state.position.phase)}.`,
    ...(state.settings.description === undefined ? [] : [state.settings.description]),
    clock(state),
    // The absences set, as the TIMING line shows them on the DPjudge (SILENT_ABSENCES too).
    ...((state.absences ?? []).length === 0 ? [] : absenceLines(state, state.absences!, reader?.kind === 'master')),
    ...(status === null ? [] : [status]),
    ...proposalLine(state, reader),
    ...(waiters === null ? [] : [waiters]),
    '',
  ];
  // The board as the view shows it to this reader: a BLIND game's cut to what he sees, HIDE_BUILDS's builds off it.
  const view = viewGame(state, reader);
  const board = view.position;
  for (const seat of Object.values(state.seats)) {
    const who = seatHolder(state, reader, seat);
    const centres = board.centers[seat.power] ?? [];
    const units = board.units.filter((u) => u.power === seat.power).map((u) => `${u.kind} ${u.at}`);
    lines.push(`${seat.power.padEnd(8)} ${who}`);
    lines.push(`  ${centres.length} centres: ${centres.join(' ') || '-'}`);
    lines.push(`  ${units.length} units: ${units.join(', ') || '-'}`);
  }
  if (board.dislodged.length > 0) {
    lines.push('', `Dislodged: ${board.dislodged.map((u) => `${u.power} ${u.kind} ${u.at}`).join(', ')}`);
  }
  // Global: the scars, the closed seasonal spaces and the arsenals owed, as the view gives them.
  const globe = globalStatusLines(gameMap(state.settings), view.global);
  if (globe !== null) lines.push('', globe);
  return lines.join('\n');
}

/**
 * HISTORY: every phase's results, oldest first, as this reader (`null`: anyone) may see
 * them (`historyFor`, which keeps a Crystal Ball game's lists secret from those who may
 * not see them, as the view's history does).
 */
export function historyText(state: GameState, reader: Actor | null): string {
  const history = historyFor(state, reader);
  // After the end, the game's End-Of-Game statements close its history.
  const eog = eogText(state, reader);
  if (history.length === 0) return [`No phase of ${title(state)} has been processed yet.`, ...(eog === null ? [] : [eog.trimEnd()])].join('\n\n');
  const sight = resultsSightFor(state, reader);
  return [...history.map((r) => resultsText(state, r, sight).trimEnd()), ...(eog === null ? [] : [eog.trimEnd()])].join('\n\n');
}

/** PREVIEW: the results processing now would give, and the phase that would follow. */
export function previewText(state: GameState, record: PhaseRecord, next: string): string {
  return `${resultsText(state, record).trimEnd()}\n\nThe next phase would be ${phaseTitle(gameMap(state.settings), next)}. Nothing has changed.`;
}

/** STATUS: the power's orders, its WAIT flag and its vote; for the master, every power's orders and flags. A Payola game's money as `payola` (the reader's view) shows it. */
export function statusText(state: GameState, power: PowerName | null, own: readonly PowerName[], payola?: PayolaView, investor?: string): string {
  // EXCHANGE: the reader's books (his purse, shares and the market), as his view gave them; `investor`: his holder name.
  const books = exchangeStatus(payola?.exchange, investor ?? power);
  const text = boardStatus(state, power, own, payola);
  return books === null ? text : `${text.trimEnd()}\n\n${books}`;
}

function boardStatus(state: GameState, power: PowerName | null, own: readonly PowerName[], payola?: PayolaView): string {
  if (own.length === 0) return `You play no power in ${title(state)}. ${clock(state)}`;
  if (state.status !== 'active') return clock(state);
  // Each text ends with its line break: joined, one blank line between them.
  const parts = own.map((p) => ordersText(state, p, payola).trimEnd());
  if (power !== null) {
    const seat = state.seats[power]!;
    // A vote for one's own power claims the game: it blocks a draw (as the VOTE answer says).
    const vote =
      seat.vote === null ? 'none' : seat.vote.kind === 'draw' ? (seat.vote.most === undefined ? 'a draw' : `a draw of at most ${seat.vote.most}`) : seat.vote.to === power ? `claim the game for ${power} (no draw)` : `concede to ${seat.vote.to}`;
    parts.push(`WAIT: ${seat.wait ? 'set' : 'not set'}. Vote: ${vote}.`);
  } else {
    const waiting = own.filter((p) => state.seats[p]?.wait === true);
    parts.push(`WAIT set by: ${waiting.join(', ') || 'nobody'}.`);
    const status = orderStatusLine(state, true);
    if (status !== null) parts.push(status);
  }
  return parts.join('\n\n');
}

/** LIST: the listed games that are forming or running, one a line. */
export function gameListText(games: readonly GameSummary[]): string {
  if (games.length === 0) return 'No listed game is forming or running.';
  return games
    .map((g) =>
      listLine({
        id: g.id,
        name: g.name,
        variant: g.variant,
        status: g.status,
        phase: g.phase,
        // The archive does not keep a pause; a paused game shows its deadline as it was.
        paused: false,
        deadline: g.deadline === null ? null : Date.parse(g.deadline),
        openSeats: g.powers - g.joined,
      }),
    )
    .join('\n');
}

/** LIST MAPS: the boards a game can be made on, a paragraph each, and how to choose one. */
export function mapListText(): string {
  const boards = boardNames().map((name) => {
    const b = boardInfo(name)!;
    const figures = `${b.powers.length} powers, ${b.centres} centres, ${b.victory} to win`;
    return [`${b.name}: ${b.title} (${figures}).`, ...(b.about === undefined ? [] : [`  ${b.about}`]), ...(b.credit === undefined ? [] : [`  ${b.credit}`])].join('\n');
  });
  return [`The maps of this judge. A game is made on one with a MAP line after CREATE (MAP ${boardNames().find((n) => n !== 'standard') ?? 'standard'}); without one, on the standard board.`, '', ...boards.flatMap((b) => [b, ''])].join('\n');
}

/** PROPOSE_DIAS: the ending standing, as the reader may see it (by whom: views/proposal.ts). */
function proposalLine(state: GameState, reader: Actor | null): string[] {
  const seen = proposalFor(state, viewerOf(state, reader));
  if (seen === null) return [];
  const answer = seen.accepted === null ? '' : seen.accepted ? ' You have accepted it.' : ' Answer it with VOTE YES or VOTE NO.';
  return [`Proposed: ${proposedEnding(seen.ending)}${seen.by === null ? '' : `, by ${powerTitle(seen.by)}`}.${answer}`];
}
