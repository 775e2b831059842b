import { walksLand } from '../../../shared/map/types.js';
import { adjustmentsOf, provinceOf } from '../../../shared/game/duty.js';
import { mapGraph } from '../../../shared/map/graph.js';
import type { Unit } from '../../../shared/adjudicate/types.js';
import type { Location, UnitKind } from '../../../shared/map/types.js';
import { buildCentres, buildRule, centresToBuildFrom } from '../../../shared/orders/build-sites.js';
import { checkAdjustmentOrder, checkMovementOrder, checkRetreatOrder, indexBoard, retreatOptions, type Board } from '../../../shared/orders/check.js';
import { movementRules } from '../../../shared/orders/movement-rules.js';
import type { Order } from '../../../shared/orders/types.js';
import { bombContext, type ClickContext, type Pick } from './clicking.js';
import { bombTargets } from '../global/bomb-clicks.js';

/**
 * The places the next click can usefully name, found by putting each candidate order
 * through the judge's entry checks: the board highlights them and makes them reachable by
 * keyboard. A place left out here can still be clicked; the checks then say why not.
 */
export function targetsFor(pick: Pick, ctx: ClickContext): Location[] {
  return targetsOn(entryBoard(ctx), pick, ctx);
}

/**
 * The board of the phase as the judge's entry checks (shared/game/entry) set it up: in a
 * movement phase with the game's movement options, so that what they let an order do
 * (COASTAL_CONVOY: a fleet on a coast convoys; SIGNAL_SUPPORT: any support is taken, as a
 * signal) is offered here too. The map's own facts (~ and * edges, leagues, build sites)
 * come with the map.
 */
function entryBoard(ctx: ClickContext): Board {
  const graph = mapGraph(ctx.map);
  return ctx.phaseType === 'M' ? indexBoard(graph, ctx.position.units, movementRules(ctx.rules)) : indexBoard(graph, ctx.position.units);
}

function targetsOn(board: Board, pick: Pick, ctx: ClickContext): Location[] {
  const { map, position, power } = ctx;
  const { graph } = board;
  // Fleets go to coasts, so a province with coasts is named by its coasts; armies by the province.
  const places = (kind: UnitKind): Location[] =>
    [...map.locations.values()]
      .filter((l) => (walksLand(kind) ? l.coast === null : l.fleetCanStand || (l.coast === null && (map.provinces.get(l.province)?.coasts.length ?? 0) === 0)))
      .map((l) => l.id);
  const passing = (candidates: Location[], order: (to: Location) => Order) =>
    candidates.filter((to) => checkMovementOrder(board, power, order(to)).ok);
  switch (ctx.phaseType) {
    case 'M': {
      if (ctx.mode === 'bomb') return bombTargets(pick.step === 'chain' ? pick : null, bombContext(ctx));
      if (pick.step === 'chain') return [];
      // Convoy mode lights its first choice, the fleets that can convoy; a supporting or
      // convoying unit chosen, the units it can support or convoy are lit.
      if (pick.step === 'idle') return ctx.mode === 'convoy' ? convoyingFleets(board, ctx) : [];
      const unit = { kind: pick.unit.kind, at: pick.unit.at };
      if (pick.step === 'unit') {
        if (ctx.mode === 'move' || ctx.mode === 'hold') {
          return passing(places(pick.unit.kind), (to) => ({ kind: 'move', unit, to, viaConvoy: false, route: [] }));
        }
        return ctx.mode === 'convoy' ? convoyedBy(board, pick.unit, ctx) : supportedBy(board, pick.unit, ctx);
      }
      const target = { kind: pick.target.kind, at: pick.target.at };
      if (ctx.mode === 'convoy') return passing(places('A'), (to) => ({ kind: 'convoy', unit, target, to }));
      // A click on the supported unit's own province is a support to hold, never a move there
      // (which SIGNAL_SUPPORT would take, as a signal): lit once, as the hold.
      const held = graph.locationProvince.get(pick.target.at);
      const moves = passing(
        places(pick.target.kind).filter((to) => graph.locationProvince.get(to) !== held),
        (to) => ({ kind: 'support', unit, target, to }),
      );
      const hold = checkMovementOrder(board, power, { kind: 'support', unit, target, to: null }).ok ? [pick.target.at] : [];
      return [...hold, ...moves];
    }
    case 'R': {
      if (pick.step === 'idle') return [];
      const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)));
      const standoffs = new Set(position.standoffs.map((s) => graph.provinceIndex.get(s)!));
      const options = position.dislodged.map((u) => retreatOptions(graph, u, (p) => occupied.has(p), standoffs));
      const unit = { kind: pick.unit.kind, at: pick.unit.at };
      return places(pick.unit.kind).filter((to) => checkRetreatOrder(graph, position.dislodged, options, power, { kind: 'retreat', unit, to }).ok);
    }
    case 'A': {
      // A power that owes removals (or nothing) has no centre to build in.
      if (adjustmentsOf(map, position, power, ctx.rules).builds === 0) return [];
      // Under MOBILIZE the home centres not yet chosen are built in too; under GARRISON a
      // power out of the game builds in its own home centres.
      const { owned, rule } = centresToBuildFrom(map, position, power, buildRule(ctx.rules));
      return buildCentres(map, rule, power, owned)
        .flatMap((c) => (ctx.build === 'F' ? [...(map.provinces.get(c)?.coasts ?? []), c] : [c]))
        // An arsenal's button is offered only while the game says one is owed (web/src/global/bombs.ts buildKinds): its sites are lit as any build's.
        .filter((at) => checkAdjustmentOrder(board, power, new Set(owned), { kind: 'build', unit: { kind: ctx.build, at } }, rule, ctx.build === 'AS' ? 1 : 0).ok);
    }
  }
}

/**
 * The units the next click can usefully choose: the player's own units (dislodged ones in
 * retreats), but in Convoy mode only his fleets that can convoy some army somewhere; once
 * a unit is chosen, the units it can support or convoy, or itself again (a hold). Those
 * fleets and units are what `targetsFor` lights: `lit`, when the caller has them already,
 * spares working them out again.
 */
export function choosableFor(pick: Pick, ctx: ClickContext, lit?: readonly Location[]): Location[] {
  const { position, power } = ctx;
  const own = (units: readonly Unit[]) => units.filter((u) => u.power === power).map((u) => u.at);
  const targets = () => [...(lit ?? targetsFor(pick, ctx))];
  switch (ctx.phaseType) {
    case 'M':
      // Bomb mode: one's own units first (an arsenal or a carrier); then the units that could carry the bomb on.
      if (ctx.mode === 'bomb') {
        if (pick.step !== 'chain') return own(position.units);
        const lit = new Set(targets());
        return position.units.filter((u) => lit.has(provinceOf(ctx.map, u.at))).map((u) => u.at);
      }
      if (pick.step === 'chain') return [];
      switch (pick.step) {
        case 'idle':
          // Convoy mode: the fleets that can convoy (convoyingFleets).
          return ctx.mode === 'convoy' ? targets() : own(position.units);
        case 'unit':
          // Convoy or Support mode: the units the chosen one can convoy or support (convoyedBy, supportedBy).
          if (ctx.mode === 'convoy' || ctx.mode === 'support') return [pick.unit.at, ...targets()];
          return [pick.unit.at];
        case 'target':
          return [];
      }
    case 'R':
      return own(position.dislodged);
    case 'A':
      // Units are chosen only to be removed.
      return adjustmentsOf(ctx.map, position, power, ctx.rules).removals > 0 ? own(position.units) : [];
  }
}

const refOf = (u: Unit) => ({ kind: u.kind, at: u.at });

function checker(board: Board, ctx: ClickContext) {
  const { map, power } = ctx;
  const armyPlaces = [...map.locations.values()].filter((l) => l.coast === null).map((l) => l.id);
  return {
    /** The fleet may convoy the army to some place. */
    convoys: (fleet: Unit, army: Unit) =>
      fleet.kind === 'F' &&
      army.kind === 'A' &&
      armyPlaces.some((to) => checkMovementOrder(board, power, { kind: 'convoy', unit: refOf(fleet), target: refOf(army), to }).ok),
    /** The unit may support the other to hold or to move somewhere. */
    supports: (unit: Unit, other: Unit) => targetsOn(board, { step: 'target', unit, target: other }, ctx).length > 0,
  };
}

/** The player's fleets that can convoy some army somewhere. */
function convoyingFleets(board: Board, ctx: ClickContext): Location[] {
  const { convoys } = checker(board, ctx);
  const units = ctx.position.units;
  return units.filter((f) => f.power === ctx.power && units.some((a) => convoys(f, a))).map((f) => f.at);
}

/** The armies this fleet can convoy somewhere. */
function convoyedBy(board: Board, fleet: Unit, ctx: ClickContext): Location[] {
  const { convoys } = checker(board, ctx);
  return ctx.position.units.filter((a) => a.at !== fleet.at && convoys(fleet, a)).map((a) => a.at);
}

/** The units this one can support, to hold or to move. */
function supportedBy(board: Board, unit: Unit, ctx: ClickContext): Location[] {
  const { supports } = checker(board, ctx);
  return ctx.position.units.filter((o) => o.at !== unit.at && supports(unit, o)).map((o) => o.at);
}
