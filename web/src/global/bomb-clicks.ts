import type { Unit } from '../../../shared/adjudicate/types.js';
import { provinceOf } from '../../../shared/game/duty.js';
import type { GameMap, Location, ProvinceId } from '../../../shared/map/types.js';
import { carries } from '../../../shared/variants/global/strikes.js';
import { formatBombOrder } from '../../../shared/variants/global/strike-orders.js';
import type { BombOrder } from '../../../shared/variants/global/strike-types.js';
import { unitWord } from '../../../shared/text/words.js';

/**
 * Global Diplomacy's bombing orders by pointing (seed XII+), in the board's Bomb mode: one's
 * arsenal, then each place the bomb is carried through, then the target, chosen again to
 * drop the bomb there (a place with no unit, which carries nothing, is the target at once);
 * or one's carrier, then the arsenal the bomb comes from, then the target. What the clicks
 * give is an order line in the judge's form, checked like a typed one; whether the chain
 * holds is the judge's to say when the phase is processed.
 */

/** The chain so far: the unit chosen (an arsenal launching or a unit carrying) and the places named after it. */
export interface BombPick {
  readonly step: 'chain';
  readonly unit: Unit;
  readonly places: readonly ProvinceId[];
}

export interface BombClicked {
  readonly pick: BombPick | null;
  /** The order lines made: the launch, with a carry order for each of the player's own carriers on its route. */
  readonly orders: readonly string[];
  readonly note: string | null;
}

export interface BombContext {
  readonly map: GameMap;
  readonly units: readonly Unit[];
  readonly power: string;
  readonly destroyed: readonly ProvinceId[];
}

const unitIn = (ctx: BombContext, p: ProvinceId): Unit | undefined => ctx.units.find((u) => provinceOf(ctx.map, u.at) === p);

export function clickBomb(pick: BombPick | null, at: Location, ctx: BombContext): BombClicked {
  const { map } = ctx;
  const place = provinceOf(map, at);
  const here = unitIn(ctx, place);
  if (pick === null) {
    if (here === undefined || here.power !== ctx.power) return { pick: null, orders: [], note: 'Choose one of your own units: an arsenal to launch a bomb, or a unit to carry one.' };
    return { pick: { step: 'chain', unit: here, places: [] }, orders: [], note: null };
  }
  const unit = pick.unit;
  const self = provinceOf(map, unit.at);
  const last = pick.places[pick.places.length - 1];
  if (place === self && pick.places.length === 0) return { pick: null, orders: [], note: 'Nothing ordered: the chain was let go.' };
  // No unit stands in a destroyed space to carry a bomb, and none falls there again.
  if (destroyedSet(ctx).has(place)) return { pick, orders: [], note: `${map.provinces.get(place)?.name ?? place} is already destroyed: it cannot be bombed again.` };
  if (unit.kind === 'AS') {
    // The target chosen twice, or a place where no unit stands to carry the bomb on: drop it there.
    if (place === last || here === undefined) {
      const route = place === last ? pick.places.slice(0, -1) : pick.places;
      return { pick: null, orders: launchLines(ctx, unit, route, place), note: null };
    }
    if (pick.places.includes(place) || place === self) return { pick, orders: [], note: 'The bomb passes each place once: choose the next carrier or the target.' };
    return { pick: { ...pick, places: [...pick.places, place] }, orders: [], note: null };
  }
  // A carrier: first where the bomb comes from (an arsenal, or the link before), then where it goes.
  if (pick.places.length === 0) {
    if (here === undefined) return { pick, orders: [], note: 'Choose the unit the bomb comes from: the arsenal, or the unit that hands it on.' };
    return { pick: { ...pick, places: [place] }, orders: [], note: null };
  }
  const order: BombOrder = { type: 'carry', unit: { kind: unit.kind as 'A' | 'F' | 'AF', at: unit.at }, from: pick.places, via: [], target: place };
  return { pick: null, orders: [formatBombOrder(order)], note: null };
}

/** The launch and the carry orders of the player's own units on its route. */
function launchLines(ctx: BombContext, arsenal: Unit, route: readonly ProvinceId[], target: ProvinceId): string[] {
  const lines = [formatBombOrder({ type: 'launch', unit: { kind: 'AS', at: arsenal.at }, route, target })];
  route.forEach((p, i) => {
    const carrier = unitIn(ctx, p);
    if (carrier === undefined || carrier.power !== ctx.power || carrier.kind === 'AS') return;
    const from = [provinceOf(ctx.map, arsenal.at), ...route.slice(0, i)];
    lines.push(formatBombOrder({ type: 'carry', unit: { kind: carrier.kind, at: carrier.at }, from, via: route.slice(i + 1), target }));
  });
  return lines;
}

const destroyedSet = (ctx: BombContext) => new Set(ctx.destroyed);

/**
 * The places the next click can usefully name: those the last unit of the chain can hand the
 * bomb to (its support range: `carries`), and the last place again, to drop the bomb there.
 */
export function bombTargets(pick: BombPick | null, ctx: BombContext): Location[] {
  if (pick === null) return [];
  const { map } = ctx;
  const lastPlace = pick.places[pick.places.length - 1];
  const holder = lastPlace === undefined ? pick.unit : unitIn(ctx, lastPlace);
  if (pick.unit.kind !== 'AS' && pick.places.length === 0) {
    // A carrier names where the bomb comes from: the units that could hand it to him.
    return ctx.units.filter((u) => u !== pick.unit && carries(map, { power: u.power, kind: u.kind, at: u.at }, provinceOf(map, pick.unit.at), destroyedSet(ctx))).map((u) => provinceOf(map, u.at));
  }
  if (holder === undefined) return [];
  const from = { power: holder.power, kind: holder.kind, at: holder.at };
  const destroyed = destroyedSet(ctx);
  const reach = [...map.provinces.keys()].filter((p) => p !== provinceOf(map, holder.at) && !destroyed.has(p) && carries(map, from, p, destroyed));
  return lastPlace === undefined ? reach : [lastPlace, ...reach.filter((p) => p !== lastPlace)];
}

/** What the next click in Bomb mode does. */
export function bombPrompt(pick: BombPick | null): string {
  if (pick === null) return 'Choose your arsenal to launch a bomb, or one of your units to carry one.';
  const what = `${unitWord(pick.unit.kind)} in ${pick.unit.at}`;
  if (pick.unit.kind === 'AS') {
    return pick.places.length === 0
      ? `Choose where the bomb from the ${what} goes: a carrier's place, or the target.`
      : `Choose the next carrier's place, or the target; choose ${pick.places[pick.places.length - 1]} again to drop the bomb there.`;
  }
  return pick.places.length === 0 ? `Choose where the bomb the ${what} carries comes from.` : `Choose the target the ${what} carries the bomb to.`;
}
