import type { OrderReport, Position, Unit } from '../adjudicate/types.js';
import type { PhaseType } from '../map/phase.js';
import type { GameMap, Location, PowerName, UnitKind } from '../map/types.js';
import type { Order, UnitRef } from '../orders/types.js';
import { wrap } from './layout.js';
import { readOrder } from './order-form.js';
import { aUnit, bombSentence } from './global.js';
import { adjectiveOf, gameTitle, phaseTitle, powerTitle, unitWord } from './words.js';

/**
 * PROGRESSIVE (seed 1.9): "Using proper grammar and no all-caps in results messages."
 * The results' heading and every order's line told as a sentence in mixed case, places by
 * the map's full names ("The army in Paris moves to Burgundy."), each power's lines under
 * its name. The rest of the results (dislodged units, ownership, adjustments, the next
 * phase) is written in sentences already and is the same with or without the rule.
 * The DPjudge has no code for the rule; the sentences are this judge's own.
 */

/** "Spring 1901 movement results for game 'Test' (g1)." */
export const progressiveHeading = (map: GameMap, phase: string, game: { readonly id: string; readonly settings: { readonly name: string } }): string =>
  `${phaseTitle(map, phase)} results for ${gameTitle(game)}.`;

/**
 * A place as a sentence names it: "Paris", "the North Sea" (a sea takes the article),
 * "St Petersburg's south coast" (a coast is its province's).
 */
export function placePhrase(map: GameMap, at: Location): string {
  const location = map.locations.get(at);
  const province = map.provinces.get(location?.province ?? at);
  if (province === undefined) return at;
  const name = province.terrain === 'WATER' && !/^the\s/i.test(province.name) ? `the ${province.name}` : province.name;
  if (location?.coast === null || location?.coast === undefined) return name;
  // "Spain (north coast)" → "north coast"; a map that names its coasts otherwise keeps its own word.
  const coast = /\(([^)]+)\)\s*$/.exec(location.name)?.[1] ?? `${location.coast.toLowerCase()} coast`;
  return `${name}'s ${coast}`;
}

/** "the army in Paris", or with its owner when another power's: "the German army in Ruhr". */
function unitNoun(map: GameMap, kind: UnitKind | null, at: Location, owner: PowerName | null, speaker: PowerName): string {
  const word = kind === null ? 'unit' : unitWord(kind);
  const whose = owner !== null && owner !== speaker ? `${adjectiveOf(map, owner)} ` : '';
  return `the ${whose}${word} in ${placePhrase(map, at)}`;
}

/** "an army", "a fleet", "an air force", "an arsenal". */
const article = aUnit;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What an order says, in the pieces a sentence is built of: who acts, what they do
 * ("moves to Burgundy"), what they try ("move to Burgundy"), and how the order itself is
 * named ("the order for the army in Paris", "France's order").
 */
interface Clause {
  readonly subject: string;
  readonly done: string;
  readonly tried: string;
  readonly orderOf: string;
  /** A hold: dislodged or disbanded is all there is to say of it. */
  readonly still: boolean;
}

function clauseOf(map: GameMap, power: PowerName, order: Order, units: readonly Unit[], type: PhaseType): Clause {
  const ownerAt = (ref: UnitRef): PowerName | null => {
    const province = map.locations.get(ref.at)?.province ?? ref.at;
    return units.find((u) => (map.locations.get(u.at)?.province ?? u.at) === province)?.power ?? null;
  };
  const self = (ref: UnitRef): string => unitNoun(map, ref.kind, ref.at, null, power);
  const other = (ref: UnitRef): string => unitNoun(map, ref.kind, ref.at, ownerAt(ref), power);
  const forUnit = (ref: UnitRef, done: string, tried: string, still = false): Clause => ({
    subject: capitalise(self(ref)),
    done,
    tried,
    orderOf: `the order for ${self(ref)}`,
    still,
  });
  const forPower = (done: string, tried: string): Clause => ({
    subject: powerTitle(power),
    done,
    tried,
    orderOf: `${powerTitle(power)}'s order`,
    still: false,
  });
  switch (order.kind) {
    case 'hold':
      return forUnit(order.unit, 'holds', 'hold', true);
    case 'move': {
      const route = order.route.map((p) => placePhrase(map, p));
      const by = route.length > 0 ? ` by convoy through ${listAnd(route)}` : order.viaConvoy ? ' by convoy' : '';
      const to = placePhrase(map, order.to);
      return forUnit(order.unit, `moves${by} to ${to}`, `move${by} to ${to}`);
    }
    case 'support': {
      const what = order.to === null ? other(order.target) : `${other(order.target)} moving to ${placePhrase(map, order.to)}`;
      return forUnit(order.unit, `supports ${what}`, `support ${what}`);
    }
    case 'convoy': {
      const what = `${other(order.target)} to ${placePhrase(map, order.to)}`;
      return forUnit(order.unit, `convoys ${what}`, `convoy ${what}`);
    }
    case 'retreat': {
      const to = placePhrase(map, order.to);
      return forUnit(order.unit, `retreats to ${to}`, `retreat to ${to}`);
    }
    case 'disband':
      // A removal is the power's doing; a disband in retreats the unit's.
      return type === 'A'
        ? forPower(`removes ${self(order.unit)}`, `remove ${self(order.unit)}`)
        : forUnit(order.unit, 'is disbanded', 'disband', true);
    case 'build': {
      const what = `${order.unit.kind === null ? 'a unit' : article(order.unit.kind)} in ${placePhrase(map, order.unit.at)}`;
      return forPower(`builds ${what}`, `build ${what}`);
    }
    case 'waive':
      return forPower('waives a build', 'waive a build');
  }
}

const listAnd = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * One order's line as a sentence, with what became of it. `voidWord` is "void", or under
 * NO_CHECK "invalid". A line that does not read as an order (kept as written) is quoted.
 */
export function orderSentence(
  map: GameMap,
  position: Position,
  type: PhaseType,
  report: OrderReport,
  voidWord: 'void' | 'invalid' = 'void',
): string {
  const read = readOrder(map, position, type, report.order);
  const annotation = (report as { annotation?: string }).annotation;
  const by = report.default === true ? 'By default, ' : annotation === 'byProxy' ? 'By proxy, ' : '';
  // "By default, the army in Moscow holds."; a power's name keeps its capital.
  const opening = (s: string): string => (by === '' ? s : `${by}${s.startsWith('The ') ? `t${s.slice(1)}` : s}`);
  if (read === null) {
    // Global: a bombing order is told in words of its own.
    const bomb = bombSentence(map, report.order, report.result);
    return opening(bomb ?? `The order "${report.order.trim()}" ${resultWords(report.result, voidWord)}.`);
  }
  const c = clauseOf(map, report.power, read.order, [...position.units, ...position.dislodged], type);
  // A Crystal Ball line the adjudicator never saw keeps its list word (revoked, refused,
  // no proxy …), written as words: what became of such a line is the list's business.
  if (annotation !== undefined && !['ordered', 'byProxy', 'default'].includes(annotation))
    return `${capitalise(c.orderOf)} to ${c.tried} is not adjudicated (${annotation.replace(/([A-Z])/g, ' $1').toLowerCase()}).`;
  const moving = read.order.kind === 'move' || read.order.kind === 'retreat';
  switch (report.result) {
    case 'succeeds':
    case 'waived':
      return opening(`${c.subject} ${c.done}.`);
    case 'fails':
      return opening(`${c.subject} fails to ${c.tried}${moving ? ' (bounced)' : ''}.`);
    case 'cut':
      return opening(`${c.subject} ${c.done}, but the support is cut.`);
    case 'dislodged':
      return opening(c.still ? `${c.subject} is dislodged.` : `${c.subject} tries to ${c.tried} but is dislodged.`);
    case 'no convoy':
      return opening(`${c.subject} fails to ${c.tried}, for want of a convoy.`);
    case 'disbanded':
      // A disband or removal carried out ("is disbanded", "removes the army in Vienna"); a
      // unit dislodged with nowhere to go is disbanded whatever it was ordered.
      if (read.order.kind === 'disband') return opening(`${c.subject} ${c.done}.`);
      return opening(c.still ? `${c.subject} is disbanded.` : `${c.subject} tries to ${c.tried} but is disbanded.`);
    case 'void':
      return opening(`${capitalise(c.orderOf)} to ${c.tried} is ${voidWord}.`);
    case 'ignored':
      return opening(`${capitalise(c.orderOf)} to ${c.tried} is ignored.`);
  }
}

function resultWords(result: OrderReport['result'], voidWord: string): string {
  switch (result) {
    case 'succeeds':
    case 'waived':
      return 'is carried out';
    case 'void':
      return `is ${voidWord}`;
    case 'cut':
      return 'is cut';
    default:
      return `is ${result === 'fails' ? 'not carried out' : result}`;
  }
}

/** Each power's sentences under its name; the reason for a result beneath the sentence. */
export function progressiveOrderLines(
  map: GameMap,
  position: Position,
  type: PhaseType,
  byPower: ReadonlyMap<PowerName, readonly OrderReport[]>,
  voidWord: 'void' | 'invalid' = 'void',
): string {
  const groups: string[] = [];
  for (const [power, reports] of byPower) {
    if (reports.length === 0) continue;
    const lines = [`${powerTitle(power)}:`];
    for (const report of reports) {
      lines.push(...wrap(orderSentence(map, position, type, report, voidWord), '  '));
      if (report.reason !== undefined && report.result !== 'succeeds') lines.push(...wrap(report.reason, '    '));
    }
    groups.push(lines.join('\n'));
  }
  return groups.length === 0 ? 'No orders were given.' : groups.join('\n\n');
}
