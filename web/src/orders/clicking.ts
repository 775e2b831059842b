import { unitWord } from '../../../shared/text/words.js';
import { walksLand } from '../../../shared/map/types.js';
import type { Position, Unit } from '../../../shared/adjudicate/types.js';
import { adjustmentsOf, provinceOf } from '../../../shared/game/duty.js';
import { buildCentres, buildRule, centresToBuildFrom } from '../../../shared/orders/build-sites.js';
import { movementRules } from '../../../shared/orders/movement-rules.js';
import type { PhaseType } from '../../../shared/map/phase.js';
import type { GameMap, Location, PowerName, ProvinceId, UnitKind } from '../../../shared/map/types.js';
import { formatOrder } from '../../../shared/orders/format.js';
import type { Order } from '../../../shared/orders/types.js';
import { bombPrompt, clickBomb, type BombContext, type BombPick } from '../global/bomb-clicks.js';

/**
 * Ordering by pointing: a click (or Enter on a focused place) on the board moves this
 * small machine along, and when an order is complete it gives its text, which goes into
 * the draft and through the same checks as a typed line. Nothing here decides whether an
 * order is legal: the entry checks do.
 */

/** What the next click means in a movement phase. */
export const MOVE_MODES = ['move', 'support', 'convoy', 'hold'] as const;
/** Bomb: Global Diplomacy's bombing orders (web/src/global/bomb-clicks.ts), on a board with arsenals. */
export type MoveMode = (typeof MOVE_MODES)[number] | 'bomb';

/** The modes a board offers: Bomb too where the map has arsenals (its KINDS line names AS). */
export const modesFor = (map: GameMap): readonly MoveMode[] => (map.kinds?.includes('AS') ? [...MOVE_MODES, 'bomb'] : MOVE_MODES);

export type Pick =
  | { readonly step: 'idle' }
  /** One of the player's units is chosen; next: its destination, or the unit it supports or convoys. */
  | { readonly step: 'unit'; readonly unit: Unit }
  /** Support or convoy: the other unit is chosen; next: where it goes (its own place: support to hold). */
  | { readonly step: 'target'; readonly unit: Unit; readonly target: Unit }
  /** Bomb mode: an arsenal or a carrier chosen, and the places of the chain named so far. */
  | BombPick;

export const IDLE: Pick = { step: 'idle' };

export interface ClickContext {
  readonly map: GameMap;
  readonly position: Position;
  readonly phaseType: PhaseType;
  /** The game's rules: what an order may do (COASTAL_CONVOY, SIGNAL_SUPPORT), where builds may go (BUILD_ANY, HOME_BUILDS, REMOTE_BUILDS, NO_FACTORIES …). */
  readonly rules: readonly string[];
  readonly power: PowerName;
  readonly mode: MoveMode;
  /** In adjustments: the kind of unit a click on a home centre builds. */
  readonly build: UnitKind;
  /** Global: the spaces the bombs destroyed (the view's), where no bomb falls again. */
  readonly destroyed?: readonly ProvinceId[];
}

export interface Clicked {
  readonly pick: Pick;
  /** An order complete, in the judge's form. */
  readonly order: string | null;
  /** A sentence for the player when the click meant nothing here. */
  readonly note: string | null;
}

const ref = (u: Unit) => ({ kind: u.kind, at: u.at });
const text = (order: Order) => formatOrder(order);
const done = (order: Order): Clicked => ({ pick: IDLE, order: text(order), note: null });
const stay = (pick: Pick, note: string | null = null): Clicked => ({ pick, order: null, note });

function unitIn(units: readonly Unit[], map: GameMap, at: Location): Unit | undefined {
  const p = provinceOf(map, at);
  return units.find((u) => provinceOf(map, u.at) === p);
}

/** Where a unit of this kind goes when the player points at `at`: armies ignore coasts. */
function placeFor(map: GameMap, kind: UnitKind, at: Location): Location {
  return walksLand(kind) ? provinceOf(map, at) : at;
}

export function click(pick: Pick, at: Location, ctx: ClickContext): Clicked {
  if (ctx.phaseType === 'M' && ctx.mode === 'bomb') {
    const out = clickBomb(pick.step === 'chain' ? pick : null, at, bombContext(ctx));
    return { pick: out.pick ?? IDLE, order: out.orders.length === 0 ? null : out.orders.join('\n'), note: out.note };
  }
  switch (ctx.phaseType) {
    case 'M':
      return clickMovement(pick, at, ctx);
    case 'R':
      return clickRetreat(pick, at, ctx);
    case 'A':
      return clickAdjustment(at, ctx);
  }
}

/** What Bomb mode needs of the context. */
export const bombContext = (ctx: ClickContext): BombContext => ({ map: ctx.map, units: ctx.position.units, power: ctx.power, destroyed: ctx.destroyed ?? [] });

function clickMovement(pick: Pick, at: Location, ctx: ClickContext): Clicked {
  const { map, position, power } = ctx;
  const here = unitIn(position.units, map, at);
  if (pick.step === 'chain') return stay(IDLE);
  switch (pick.step) {
    case 'idle': {
      if (here === undefined || here.power !== power) return stay(IDLE, 'Choose one of your own units first.');
      if (ctx.mode === 'hold') return done({ kind: 'hold', unit: ref(here) });
      if (ctx.mode === 'convoy' && here.kind !== 'F') {
        return stay(IDLE, `An army does not convoy: choose one of your fleets${movementRules(ctx.rules).coastalConvoy ? '' : ' at sea'}.`);
      }
      return stay({ step: 'unit', unit: here });
    }
    case 'unit': {
      const unit = pick.unit;
      if (provinceOf(map, at) === provinceOf(map, unit.at)) return done({ kind: 'hold', unit: ref(unit) });
      switch (ctx.mode) {
        case 'move':
        case 'hold':
          return done({ kind: 'move', unit: ref(unit), to: placeFor(map, unit.kind, at), viaConvoy: false, route: [] });
        case 'support':
        case 'convoy':
        case 'bomb':
          if (here === undefined) return stay(pick, `There is no unit there to ${ctx.mode}.`);
          return stay({ step: 'target', unit, target: here });
      }
    }
    case 'target': {
      const { unit, target } = pick;
      const to = placeFor(map, target.kind, at);
      if (ctx.mode === 'convoy') return done({ kind: 'convoy', unit: ref(unit), target: ref(target), to });
      const holds = provinceOf(map, at) === provinceOf(map, target.at);
      return done({ kind: 'support', unit: ref(unit), target: ref(target), to: holds ? null : to });
    }
  }
}

function clickRetreat(pick: Pick, at: Location, ctx: ClickContext): Clicked {
  const { map, position, power } = ctx;
  if (pick.step === 'idle' || pick.step === 'chain') {
    const here = unitIn(position.dislodged, map, at);
    if (here === undefined || here.power !== power) return stay(IDLE, 'Choose one of your dislodged units.');
    return stay({ step: 'unit', unit: here });
  }
  const unit = pick.unit;
  if (provinceOf(map, at) === provinceOf(map, unit.at)) return done({ kind: 'disband', unit: ref(unit) });
  return done({ kind: 'retreat', unit: ref(unit), to: placeFor(map, unit.kind, at) });
}

function clickAdjustment(at: Location, ctx: ClickContext): Clicked {
  const { map, position, power } = ctx;
  const here = unitIn(position.units, map, at);
  const owed = adjustmentsOf(map, position, power, ctx.rules);
  if (here !== undefined) {
    if (here.power !== power || owed.removals === 0) return stay(IDLE, owed.removals === 0 ? 'You have no units to remove.' : 'That unit is not yours.');
    return done({ kind: 'disband', unit: ref(here) });
  }
  if (owed.builds === 0) return stay(IDLE, 'You have no builds to make.');
  // A fleet is built on the coast pointed at; an army, an air force or an arsenal in the province.
  return done({ kind: 'build', unit: { kind: ctx.build, at: placeFor(map, ctx.build, at) } });
}

/**
 * The sentence that tells the player what the next click does; `choosable`, the units lit
 * for it (`choosableFor`), lets it say when there is none to choose.
 */
export function prompt(pick: Pick, ctx: ClickContext, choosable?: readonly string[]): string {
  switch (ctx.phaseType) {
    case 'M':
      if (ctx.mode === 'bomb') return bombPrompt(pick.step === 'chain' ? pick : null);
      if (pick.step === 'chain') return '';
      switch (pick.step) {
        case 'idle':
          if (ctx.mode === 'convoy') return choosable?.length === 0 ? 'None of your fleets can convoy an army now.' : 'Choose the fleet that convoys.';
          return ctx.mode === 'hold' ? 'Choose a unit to hold.' : 'Choose one of your units.';
        case 'unit':
          switch (ctx.mode) {
            case 'move':
            case 'hold':
              return `Choose where the ${describe(pick.unit)} moves (its own place: hold).`;
            case 'support':
              return `Choose the unit the ${describe(pick.unit)} supports.${signalNote(ctx)}`;
            case 'convoy':
              return `Choose the army the ${describe(pick.unit)} convoys.`;
          }
        case 'target':
          return ctx.mode === 'convoy'
            ? `Choose where the ${describe(pick.target)} is convoyed to.`
            : `Choose where the ${describe(pick.target)} moves (its own place: support to hold).${signalNote(ctx)}`;
      }
    case 'R':
      return pick.step === 'idle' || pick.step === 'chain' ? 'Choose a dislodged unit.' : `Choose where the ${describe(pick.unit)} retreats (its own place: disband).`;
    case 'A': {
      const owed = adjustmentsOf(ctx.map, ctx.position, ctx.power, ctx.rules);
      if (owed.removals > 0) return 'Choose a unit to remove.';
      if (owed.builds === 0) return 'You have nothing to build or remove.';
      return buildPrompt(ctx);
    }
  }
}

/** SIGNAL_SUPPORT lights every support the judge takes, signals too: the player is told what those are. */
function signalNote(ctx: ClickContext): string {
  return movementRules(ctx.rules).signalSupport ? ' A support that cannot be given is taken as a signal, and does nothing (SIGNAL_SUPPORT).' : '';
}

/** Where a build may go, as lit: the centres the rule allows and the sites the map gives the power (factories, partisans). */
function buildPrompt(ctx: ClickContext): string {
  const { map, power } = ctx;
  // The rule as it holds for this power in this phase: on a NEWHOMES map before the first reassignment, or with a claim left, any centre.
  const { owned, rule } = centresToBuildFrom(map, ctx.position, power, buildRule(ctx.rules));
  const centre = rule.where === 'own_homes' ? 'a home centre' : 'a centre';
  const info = map.powers.get(power);
  const sites = buildCentres(map, rule, power, owned);
  const kinds = [
    ...(sites.some((s) => info?.factories?.includes(s)) ? ['factory'] : []),
    ...(sites.some((s) => info?.partisans?.includes(s)) ? ['partisan'] : []),
  ];
  return kinds.length === 0 ? `Choose ${centre} to build in.` : `Choose ${centre} or a ${kinds.join(' or ')} site to build in.`;
}

export function describe(unit: Unit): string {
  return `${unitWord(unit.kind)} in ${unit.at}`;
}
