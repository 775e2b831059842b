import { currentPhase, gameMap } from '../../shared/game/board';
import { adjustmentsOf, ordersComplete, provinceOf } from '../../shared/game/duty';
import type { GameState, PhaseRecord } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import type { GameSummary } from '../db/archive';

/*
 * The texts the mail door's replies quote: a game's state (LIST game), its SUMMARY and
 * HISTORY, a power's STATUS and the orders that end every reply, a PREVIEW, the game list.
 * Plain text no wider than a mail reader folds. These are the door's own until the judge's
 * texts (shared/text) take their place.
 */

const utc = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const title = (state: GameState): string => `game ${state.id}${state.settings.name === state.id ? '' : ` (${state.settings.name})`}`;

function clock(state: GameState): string {
  switch (state.status) {
    case 'forming': {
      const open = Object.values(state.seats).filter((s) => s.status === 'open').length;
      return `The game is forming: ${open} of ${Object.keys(state.seats).length} powers are still open.`;
    }
    case 'finished':
      return `The game is over${state.ending === null ? '' : ` (${endingWords(state.ending)})`}.`;
    case 'active':
      if (state.paused) return 'The game is paused by the master.';
      return state.deadline === null ? 'This phase has no deadline.' : `Orders are due by ${utc(state.deadline)}.`;
  }
}

function endingWords(ending: NonNullable<GameState['ending']>): string {
  switch (ending.kind) {
    case 'solo':
      return `${ending.winner} won alone`;
    case 'draw':
      return `a draw between ${ending.powers.join(', ')}`;
    case 'concession':
      return `conceded to ${ending.winner}`;
    case 'terminated':
      return 'terminated by the master';
  }
}

/** LIST game: where the game stands, each power with its player, centres and units. */
export function gameText(state: GameState): string {
  const names = new Map(state.players.map((p) => [p.id, p.name]));
  const lines = [`Diplomacy ${title(state)}, ${state.status === 'forming' ? 'before' : 'in'} ${state.position.phase}.`, clock(state), ''];
  for (const seat of Object.values(state.seats)) {
    const who = seat.playerId === null ? `(${seat.status})` : (names.get(seat.playerId) ?? '');
    const centres = state.position.centers[seat.power] ?? [];
    const units = state.position.units.filter((u) => u.power === seat.power).map((u) => `${u.kind} ${u.at}`);
    lines.push(`${seat.power.padEnd(8)} ${who}`);
    lines.push(`  ${centres.length} centres: ${centres.join(' ') || '-'}`);
    lines.push(`  ${units.length} units: ${units.join(', ') || '-'}`);
  }
  if (state.position.dislodged.length > 0) {
    lines.push('', `Dislodged: ${state.position.dislodged.map((u) => `${u.power} ${u.kind} ${u.at}`).join(', ')}`);
  }
  return lines.join('\n');
}

/** SUMMARY: the game, its rules, and the centres each power held at the end of each year. */
export function summaryText(state: GameState): string {
  const years = new Map<string, GameState['position']>();
  for (const p of [...state.history.map((r) => r.position), state.position]) years.set(p.phase.slice(1, -1), p);
  const lines = [
    `Summary of ${title(state)}.`,
    clock(state),
    `Rules: ${state.settings.rules.join(', ') || 'none'}.`,
    '',
    `Centres at the start of each year: ${[...years.keys()].join(' ')}`,
  ];
  for (const power of Object.keys(state.seats)) {
    lines.push(`${power.padEnd(8)} ${[...years.values()].map((p) => String((p.centers[power] ?? []).length).padStart(4)).join(' ')}`);
  }
  return lines.join('\n');
}

/** The results of one processed phase. */
export function resultsText(state: GameState, record: PhaseRecord): string {
  const lines = [`Results of ${record.position.phase}, ${title(state)}:`];
  for (const r of record.results) {
    const note = r.result === 'succeeds' ? '' : ` (${r.result}${r.reason === undefined ? '' : `: ${r.reason}`})`;
    lines.push(`  ${r.power}: ${r.order}${note}${r.default === true ? ' [default]' : ''}`);
  }
  return lines.join('\n');
}

/** HISTORY: every phase's results, oldest first. */
export function historyText(state: GameState): string {
  if (state.history.length === 0) return `No phase of ${title(state)} has been processed yet.`;
  return state.history.map((r) => resultsText(state, r)).join('\n\n');
}

/** PREVIEW: the results processing now would give, and the phase that would follow. */
export function previewText(state: GameState, record: PhaseRecord, next: string): string {
  return `${resultsText(state, record)}\n\nThe next phase would be ${next}. Nothing has changed.`;
}

/** A power's orders as they stand, with the units that still lack one. */
export function ordersText(state: GameState, power: PowerName): string {
  const map = gameMap(state.settings);
  const type = currentPhase(state).type;
  const stored = state.orders[power] ?? [];
  const lines = [`Orders of ${power} for ${state.position.phase}, ${title(state)}:`];
  if (stored.length === 0) lines.push(state.submitted.includes(power) ? '  (none: every unit holds)' : '  (none yet)');
  for (const o of stored) lines.push(`  ${o.text}`);
  const ordered = new Set(stored.map((o) => (o.order.kind === 'waive' ? null : provinceOf(map, o.order.unit.at))));
  if (type === 'M') {
    const missing = state.position.units.filter((u) => u.power === power && !ordered.has(provinceOf(map, u.at)));
    if (missing.length > 0) lines.push(`  Still without an order: ${missing.map((u) => `${u.kind} ${u.at}`).join(', ')}.`);
  } else if (type === 'R') {
    const missing = state.position.dislodged.filter((u) => u.power === power && !ordered.has(provinceOf(map, u.at)));
    if (missing.length > 0) lines.push(`  Still to retreat or disband: ${missing.map((u) => `${u.kind} ${u.at}`).join(', ')}.`);
  } else {
    const a = adjustmentsOf(map, state.position, power);
    if (a.builds > 0) lines.push(`  ${power} may build ${a.builds}.`);
    if (a.removals > 0) lines.push(`  ${power} must remove ${a.removals}.`);
  }
  lines.push(ordersComplete(state, power) ? '  Complete.' : '  Not complete.', `  ${clock(state)}`);
  return lines.join('\n');
}

/** STATUS: the power's orders, its WAIT flag and its vote; for the master, every power's orders and flags. */
export function statusText(state: GameState, power: PowerName | null, own: readonly PowerName[]): string {
  if (own.length === 0) return `You play no power in ${title(state)}. ${clock(state)}`;
  if (state.status !== 'active') return clock(state);
  const parts = own.map((p) => ordersText(state, p));
  if (power !== null) {
    const seat = state.seats[power]!;
    const vote = seat.vote === null ? 'none' : seat.vote.kind === 'draw' ? 'a draw' : `concede to ${seat.vote.to}`;
    parts.push(`WAIT: ${seat.wait ? 'set' : 'not set'}. Vote: ${vote}.`);
  } else {
    const waiting = own.filter((p) => state.seats[p]?.wait === true);
    parts.push(`WAIT set by: ${waiting.join(', ') || 'nobody'}.`);
  }
  return parts.join('\n\n');
}

/** LIST: the listed games that are forming or running, one a line. */
export function gameListText(games: readonly GameSummary[]): string {
  if (games.length === 0) return 'No listed game is forming or running.';
  const lines = games.map((g) => {
    const extra = g.status === 'forming' ? `${g.powers - g.joined} open` : g.deadline === null ? '' : `due ${g.deadline.slice(0, 16).replace('T', ' ')} UTC`;
    return `${g.id.padEnd(12)} ${g.name.slice(0, 20).padEnd(20)} ${g.status.padEnd(8)} ${g.phase.padEnd(7)} ${extra}`.trimEnd();
  });
  return [`${'Game'.padEnd(12)} ${'Name'.padEnd(20)} ${'Status'.padEnd(8)} ${'Phase'.padEnd(7)}`, ...lines].join('\n');
}
