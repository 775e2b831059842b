import type { Position } from '../adjudicate/types.js';
import { isMonitor, isObserver } from '../game/actors.js';
import { gameMap } from '../game/board.js';
import type { Actor, GameState } from '../game/types.js';
import { calendarYears } from '../map/calendar.js';
import { parsePhase } from '../map/phase.js';
import type { GameMap, PowerName } from '../map/types.js';
import { rulesShown } from '../views/rules.js';
import type { GameSummary } from '../views/types.js';
import { viewerOf } from '../views/viewer.js';
import { viewGame } from '../views/view.js';
import { deadlineSentence } from './clock.js';
import { endingSentence } from './ending.js';
import { seatHolder } from './holder.js';
import { blocks, pad, padLeft, paragraph, widest, WIDTH } from './layout.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';
import { globalStatusLines } from './global.js';

/**
 * The summary of a game, as the SUMMARY command answers it: the game and its rules, the
 * powers with their players, centres and units, and the supply centres each power held
 * at the end of every year played. No addresses: those stay the judge's. The players'
 * names are shown as the view shows them to this reader (`null`: anyone): the master's,
 * and each player's own, until the game ends.
 */
export function summaryText(state: GameState, reader: Actor | null): string {
  const map = gameMap(state.settings);
  const shown = rulesShown(state, viewerOf(state, reader));
  const rules = shown.length === 0 ? 'none' : shown.join(', ');
  const observers = state.players.filter((p) => isObserver(p) && !isMonitor(p)).length;
  const about = [
    paragraph(`Summary of ${gameTitle(state)}, on the ${state.settings.map} map.`),
    ...(state.settings.description === undefined ? [] : [paragraph(state.settings.description)]),
    paragraph(`Status: ${statusWords(state)}.`),
    ...(state.status === 'active' ? [`Phase: ${phaseTitle(map, state.position.phase)}.`, paragraph(deadlineSentence(state))] : []),
    ...(state.ending === null ? [] : [paragraph(endingSentence(state, state.ending))]),
    paragraph(`Rules: ${rules}.`, '', '       '),
    ...(observers === 0 ? [] : [`Observers: ${observers}.`]),
  ];
  return blocks(about.join('\n'), powersTable(state, map, reader), globalStatusLines(map, viewGame(state, reader).global), centresByYear(state, map));
}

function statusWords(state: GameState): string {
  switch (state.status) {
    case 'forming': {
      const open = Object.values(state.seats).filter((s) => s.status === 'open').length;
      return `forming, ${open} of ${Object.keys(state.seats).length} powers still open`;
    }
    case 'active':
      return state.paused ? 'active, paused by the master' : 'active';
    case 'finished':
      return 'finished';
  }
}

/** Each power: who plays it (if the reader may know), its centres and units now. */
function powersTable(state: GameState, map: GameMap, reader: Actor | null): string {
  const rows = [...map.powers.keys()].map((power) => {
    const seat = state.seats[power];
    const who = seat === undefined ? '' : seatHolder(state, reader, seat);
    const centres = (state.position.centers[power] ?? []).length;
    const units = state.position.units.filter((u) => u.power === power).length;
    const gone = seat?.status === 'eliminated' && seat.playerId !== null ? ' (eliminated)' : '';
    return [powerTitle(power), `${who}${gone}`, String(centres), String(units)] as const;
  });
  const pw = Math.max(widest(rows.map((r) => r[0])), 'Power'.length);
  // The player's name takes what the line leaves; a longer one is cut.
  const nameWidth = Math.min(Math.max(widest(rows.map((r) => r[1])), 'Player'.length), WIDTH - pw - 2 - 2 - 7 - 2 - 5);
  const line = (a: string, b: string, c: string, d: string): string =>
    `${pad(a, pw)}  ${pad(b.slice(0, nameWidth), nameWidth)}  ${padLeft(c, 7)}  ${padLeft(d, 5)}`.trimEnd();
  return [line('Power', 'Player', 'Centres', 'Units'), ...rows.map((r) => line(...r))].join('\n');
}

/**
 * Centres held at the end of each year, read from the position of every phase played and
 * of the phase now: a movement or retreat phase of year Y shows the centres of the end of
 * the year before it; an adjustment phase of Y, those of the end of Y. The first column is
 * the start. Years are put in the order the map's calendar plays them, which may count
 * down (B.C.) or by fives.
 */
export function centresByYear(state: GameState, map: GameMap): string {
  const positions: Position[] = [...state.history.map((r) => r.position), state.position];
  // Every year played has a position, so the calendar's first years this many cover them all.
  const calendar = calendarYears(map, positions.length + 1);
  const [start, next] = calendar;
  const direction = start !== undefined && next !== undefined ? Math.sign(next - start) || 1 : 1;
  /** Game-years played before `year`; for a year off the calendar (a broken state), reckoned from the first. */
  const played = (year: number): number => {
    const i = calendar.indexOf(year);
    return i >= 0 ? i : (year - (start ?? year)) * direction;
  };
  const byYear = new Map<number, { readonly position: Position; readonly label: string }>();
  for (const p of positions) {
    const phase = parsePhase(p.phase);
    if (!phase.ok) continue;
    const { year, type } = phase.value;
    const key = type === 'A' ? played(year) : played(year) - 1;
    const label = type === 'A' ? year : (calendar[key] ?? year - direction);
    byYear.set(key, { position: p, label: String(label) });
  }
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const first = years[0];
  const powers: PowerName[] = [...map.powers.keys()];
  const label = widest(powers.map(powerTitle)) + 1;
  const perLine = Math.max(1, Math.floor((WIDTH - label) / 6));
  const tables: string[] = [];
  for (let i = 0; i < years.length; i += perLine) {
    const cols = years.slice(i, i + perLine);
    const head = pad('', label) + cols.map((y) => padLeft(y === first ? 'Start' : byYear.get(y)!.label, 6)).join('');
    const rows = powers.map(
      (power) => pad(powerTitle(power), label) + cols.map((y) => padLeft(String((byYear.get(y)!.position.centers[power] ?? []).length), 6)).join(''),
    );
    tables.push([head, ...rows].join('\n'));
  }
  return ['Supply centres at the end of each year:', '', tables.join('\n\n')].join('\n');
}

/** The fields of a game the list line shows: a live game's summary has them all. */
export type ListedGame = Pick<GameSummary, 'id' | 'name' | 'variant' | 'status' | 'phase' | 'paused' | 'deadline' | 'openSeats'>;

/**
 * One line of the game list (LIST without a game): id, name, variant, status, phase, and
 * the open seats of a forming game or the deadline of a running one.
 */
export function listLine(game: ListedGame): string {
  const name = game.name.length > 19 ? `${game.name.slice(0, 18)}…` : game.name;
  let extra = '';
  if (game.status === 'forming') extra = `${game.openSeats} open`;
  else if (game.status === 'active') extra = game.paused ? 'paused' : game.deadline === null ? '' : `due ${shortUtc(game.deadline)}`;
  return `${pad(game.id, 12)} ${pad(name, 19)} ${pad(game.variant.slice(0, 8), 8)} ${pad(game.status, 8)} ${pad(game.phase, 6)} ${extra}`.trimEnd();
}

/** "2030-01-01 13:05", in UTC: short enough for a column. */
const shortUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
