import type { OrderResult, Unit } from '../adjudicate/types.js';
import type { PhaseRecord } from '../game/types.js';
import type { GameMap, Location, ProvinceId, UnitKind } from '../map/types.js';
import type { GlobalState, GlobalView } from '../variants/global/state.js';
import { readBombOrder } from '../variants/global/strike-orders.js';
import { paragraph } from './layout.js';
import { readOrder } from './order-form.js';
import { listOf, placeName, powerTitle, titleCase, unitPhrase, unitWord } from './words.js';

/**
 * Global Diplomacy's scars and seasons in the judge's words (seed II, V, VII.3.y, XII+): one
 * source for the board's titles on the page, the results and status mail and the history, so
 * that every door says the same thing about the same space.
 */


/** "Destroyed by a nuclear bomb: no unit may ever enter Tibet again." */
export const destroyedTitle = (map: GameMap, p: ProvinceId): string => `${placeName(map, p)}: destroyed by a nuclear bomb. No unit may ever enter it again.`;

/** A removed centre's title. */
export const removedTitle = (map: GameMap, p: ProvinceId): string =>
  `${placeName(map, p)}: no longer a supply centre. It was cut off from every other centre, and removed.`;

/** A cut-off centre's title. */
export const cutOffTitle = (map: GameMap, p: ProvinceId): string =>
  `${placeName(map, p)}: cut off from every other centre. It is removed as a supply centre at the end of this season.`;

/**
 * A closed seasonal space's title, with the seasons it is open in as the map's SEASONAL line
 * gives them (VII.3.y). Which spaces are closed in a phase is the view's (`GlobalView.closed`).
 */
export function closedTitle(map: GameMap, p: ProvinceId): string {
  const seasons = map.seasonal?.get(p);
  const open = seasons === undefined || seasons.length === 0 ? undefined : listOf(seasons.map(titleCase));
  return `${placeName(map, p)}: closed this season${open ? ` (open in ${open})` : ''}. No unit may enter it, and a unit in it stays.`;
}

/** The sentences of the scars, for the status and history texts: nothing when the board is whole. */
export function scarLines(map: GameMap, scars: { readonly destroyed: readonly ProvinceId[]; readonly removed: readonly ProvinceId[]; readonly cutOff: readonly ProvinceId[] }): string[] {
  const names = (ps: readonly ProvinceId[]) => listOf(ps.map((p) => placeName(map, p)));
  const lines: string[] = [];
  if (scars.destroyed.length > 0) lines.push(`Destroyed by nuclear bombs: ${names(scars.destroyed)}.`);
  if (scars.removed.length > 0) lines.push(`Supply centres removed (cut off): ${names(scars.removed)}.`);
  if (scars.cutOff.length > 0) lines.push(`Cut off, to be removed at the end of this season: ${names(scars.cutOff)}.`);
  return lines;
}

/** "China may build 1 nuclear arsenal." for each power entitled; nothing when none is. */
export function entitlementLines(map: GameMap, entitled: Readonly<Record<string, number>>): string[] {
  return [...map.powers.keys()]
    .map((power) => [power, entitled[power] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .map(([power, n]) => `${powerTitle(power)} may build ${n === 1 ? 'a nuclear arsenal' : `${n} nuclear arsenals`} (all its units held).`);
}

/** "the arsenal", "an air force": a unit's word with its article. */
export const aUnit = (kind: UnitKind): string => `${/^[aeiou]/.test(unitWord(kind)) ? 'an' : 'a'} ${unitWord(kind)}`;

/**
 * A bombing order as a sentence (PROGRESSIVE), with what became of it: "The arsenal in West
 * Africa launches a bomb by Israel and the Middle East onto Tibet." Null for a line that is no
 * bombing order.
 */
export function bombSentence(map: GameMap, text: string, result: OrderResult): string | null {
  const read = readBombOrder(map, text);
  if (!read.ok) return null;
  const order = read.value;
  // A sea takes its article: "the North Atlantic Ocean".
  const place = (p: ProvinceId): string => {
    const name = placeName(map, p);
    return map.provinces.get(p)?.terrain === 'WATER' && !/^the\s/i.test(name) ? `the ${name}` : name;
  };
  const names = (ps: readonly ProvinceId[]) => listOf(ps.map(place));
  const subject = `The ${unitWord(order.unit.kind)} in ${place(order.unit.at)}`;
  const ok = result === 'succeeds';
  if (order.type === 'launch') {
    const by = order.route.length === 0 ? '' : ` by ${names(order.route)}`;
    const target = place(order.target);
    return ok ? `${subject} launches a bomb${by} onto ${target}, and it explodes.` : `${subject} fails to launch a bomb${by} onto ${target}.`;
  }
  const from = order.from.length === 0 ? '' : ` from ${names(order.from)}`;
  const on = [...order.via, ...(order.target === null ? [] : [order.target])];
  const to = on.length === 0 ? '' : ` on to ${names(on)}`;
  return ok ? `${subject} carries a bomb${from}${to}.` : `${subject} fails to carry a bomb${from}${to}.`;
}

/**
 * What a Global phase did to the globe, for its results: the spaces its bombs destroyed and the
 * units lost in them, the centres removed or cut off at the season's end, the powers that held
 * all their units and are owed an arsenal. `record` is the phase's record (its `global` is what
 * the Play recorded); `after` is the game's Global state once the phase was played (the next
 * record's `before`, or the game's own for the latest). Null when nothing happened.
 */
export function globalResultLines(map: GameMap, record: PhaseRecord, after: GlobalState | undefined): string | null {
  const g = record.global;
  if (g === undefined) return null;
  const paragraphs: string[] = [];
  const destroyed = g.destroyed ?? [];
  if (destroyed.length > 0) {
    const lost = lostUnits(map, record, new Set(destroyed));
    for (const p of destroyed) {
      const here = lost.filter((u) => provinceOf(map, u.at) === p).map((u) => unitPhrase(map, u));
      const centre = map.supplyCenters.has(p) ? ' Its supply centre is gone.' : '';
      const units = here.length === 0 ? '' : ` ${capitalise(listOf(here))} ${here.length === 1 ? 'is' : 'are'} lost.`;
      paragraphs.push(paragraph(`${placeName(map, p)} is destroyed by a nuclear bomb: no unit may ever enter it again.${centre}${units}`));
    }
  }
  if (after !== undefined) {
    const removedNow = after.wasteland.removed.filter((c) => !g.before.wasteland.removed.includes(c));
    const cutNow = after.wasteland.cutOff.filter((c) => !g.before.wasteland.cutOff.includes(c));
    const names = (ps: readonly ProvinceId[]) => listOf(ps.map((p) => placeName(map, p)));
    if (removedNow.length > 0) {
      paragraphs.push(paragraph(`${names(removedNow)}, cut off from every other supply centre since last season, ${removedNow.length === 1 ? 'is no longer a supply centre' : 'are no longer supply centres'}.`));
    }
    if (cutNow.length > 0) {
      paragraphs.push(paragraph(`${names(cutNow)} ${cutNow.length === 1 ? 'is' : 'are'} cut off from every other supply centre, and will be removed at the end of next season.`));
    }
  }
  for (const power of g.nuclear ?? []) {
    paragraphs.push(paragraph(`${powerTitle(power)} ordered all its units to hold: it may build a nuclear arsenal in a build phase to come.`));
  }
  return paragraphs.length === 0 ? null : ['Nuclear events:', '', ...paragraphs].join('\n');
}

/**
 * The units standing in a destroyed space once the moves were made: those that moved in, and
 * those there that did not move away (dislodged ones too: their space is gone).
 */
function lostUnits(map: GameMap, record: PhaseRecord, destroyed: ReadonlySet<ProvinceId>): Unit[] {
  const movedTo = new Map<ProvinceId, Location>();
  for (const r of record.results) {
    if (r.result !== 'succeeds') continue;
    const read = readOrder(map, record.position, 'M', r.order);
    if (read?.order.kind === 'move') movedTo.set(provinceOf(map, read.order.unit.at), read.order.to);
  }
  return record.position.units
    .map((u) => ({ ...u, at: movedTo.get(provinceOf(map, u.at)) ?? u.at }))
    .filter((u) => destroyed.has(provinceOf(map, u.at)));
}

const provinceOf = (map: GameMap, at: Location): ProvinceId => map.locations.get(at)?.province ?? at;
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The globe as the status texts (SUMMARY, LIST) show it, from the view (`GameView.global`):
 * the scars, the seasonal spaces closed now, the arsenals owed; null while the globe is whole,
 * nothing is closed and no arsenal is owed.
 */
export function globalStatusLines(map: GameMap, global: GlobalView | undefined): string | null {
  if (global === undefined) return null;
  const closed = global.closed.length === 0 ? [] : [`Closed this season: ${listOf(global.closed.map((p) => placeName(map, p)))}.`];
  const lines = [...scarLines(map, global), ...closed, ...entitlementLines(map, global.entitled)];
  return lines.length === 0 ? null : ['The globe:', '', ...lines.map((l) => paragraph(l))].join('\n');
}
