import type { PowerName } from '../map/types.js';
import { boardNamed, boardNames, boardSetup, boardSetups } from '../map/boards.js';
import { fail, ok, type Result } from '../result.js';
import { gameMap } from './board.js';
import { maxObserversRefusal } from './observers.js';
import type { VariantState } from './play.js';
import { builtVariants, variantPlay } from './plays.js';
import { resolveGameRules } from './rules.js';
import { openingPosition, openingRefusal } from './setup.js';
import { startGame } from './start.js';
import type { CommandError, Contact, GameSettings, GameState, Seat } from './types.js';

export interface CreateGameInput {
  readonly id: string;
  readonly settings: GameSettings;
  readonly masterSecretHash: string;
  /** The master's mail password, as a slow hash (a game made by mail has one). */
  readonly masterPasswordHash?: string;
  /** How the master hears from the judge (a game made by mail: the address it came from). */
  readonly masterContact?: Contact;
  readonly now: number;
}

/**
 * A new game, forming: the map's starting position, one open seat for each of its powers,
 * the rules asked for made canonical (with what they imply, and the map's own RULE lines).
 */
export function createGame(input: CreateGameInput): Result<GameState, CommandError> {
  const { settings } = input;
  const play = variantPlay(settings.variant);
  if (play === null) {
    return fail('bad_rules', `The ${String(settings.variant)} variant is not built yet; only ${builtVariants().join(' and ')} games can be created.`);
  }
  if (boardNamed(settings.map) === undefined) {
    return fail('unknown_map', `There is no map named "${settings.map}" here; the maps are ${boardNames().join(', ')}.`);
  }
  if (settings.setup !== undefined && boardSetup(settings.map, settings.setup) === undefined) {
    const setups = boardSetups(settings.map);
    const which = setups.length === 0 ? `it has no other setups` : `its setups are ${setups.join(', ')}`;
    return fail('unknown_map', `The board ${settings.map} has no setup named "${settings.setup}": ${which}.`);
  }
  if (settings.edition !== undefined) {
    const editions = play.editions ?? [];
    const titleOf = (variant: string): string => variantPlay(variant)?.title ?? variant;
    if (editions.length === 0) {
      const having = builtVariants().filter((v) => (variantPlay(v)?.editions ?? []).length > 0).map(titleOf);
      return fail('bad_rules', `An edition of the rules is chosen for ${having.join(' and ')} games only, not for a ${titleOf(settings.variant)} game.`);
    }
    if (!editions.includes(settings.edition)) {
      return fail('bad_rules', `A ${titleOf(settings.variant)} game is played under the ${editions.join(' or the ')} rules, not "${String(settings.edition)}".`);
    }
  }
  if (settings.directives !== undefined && settings.variant !== 'payola') {
    return fail('bad_rules', `Income directives (TAX, CAP) are for Payola games only, not for a ${settings.variant} game.`);
  }
  if (settings.cardClock !== undefined && settings.variant !== 'card') {
    return fail('bad_rules', `A clock per decision (cardClock) is for Card Diplomacy games only, not for a ${settings.variant} game.`);
  }
  if (settings.firstElimination !== undefined && settings.variant !== 'global') {
    return fail('bad_rules', `The end at the first elimination (firstElimination) is an option of Global Diplomacy games only, not of a ${settings.variant} game.`);
  }
  const map = gameMap(settings);
  const rules = resolveGameRules(settings.rules, settings.variant, map.rules);
  if (!rules.ok) return fail('bad_rules', rules.error.message);
  if (settings.showNames === true && rules.value.includes('NO_REVEAL')) {
    return fail('bad_rules', "A game that shows its players' names from the start cannot keep them hidden after the end: choose the names shown or NO_REVEAL, not both.");
  }
  const deadlines = checkDeadlines(settings, rules.value);
  if (deadlines !== null) return fail('bad_deadline', deadlines);
  if (settings.victory !== undefined) {
    const centres = map.supplyCenters.size;
    if (!Number.isInteger(settings.victory) || settings.victory < 1 || settings.victory > centres) {
      return fail('bad_rules', `The centres needed to win must be a whole number from 1 to ${centres}, not ${settings.victory}.`);
    }
  }
  if (settings.maxObservers !== undefined) {
    const wrong = maxObserversRefusal(settings.maxObservers);
    if (wrong !== null) return fail('bad_setting', wrong);
  }
  const opening = openingRefusal(map, rules.value);
  if (opening !== null) return fail('bad_rules', opening);
  const position = openingPosition(map, rules.value);
  // The variant's own state (play.ts: start), made once the game's own checks have passed.
  const own: Result<VariantState, CommandError> = play.start?.({ map, position, rules: rules.value, settings }) ?? ok({});
  if (!own.ok) return own;
  const seats: Record<PowerName, Seat> = {};
  // The map's DUMMY powers are no player's: in civil disorder from the start, never open to join.
  for (const power of map.powers.keys()) seats[power] = { power, status: map.dummies.includes(power) ? 'dummy' : 'open', playerId: null, wait: false, vote: null };
  // A map dummy's CONTROL line (map/control.ts): played by those powers' players in turn (game/control.ts).
  for (const [power, controllers] of Object.entries(map.controls ?? {})) if (seats[power] !== undefined) seats[power] = { ...seats[power]!, controllers };
  const forming: GameState = {
    version: 1,
    id: input.id,
    settings: { ...settings, rules: rules.value, ...announcedOf(settings.rules) },
    status: 'forming',
    paused: false,
    createdAt: input.now,
    masterSecretHash: input.masterSecretHash,
    ...(input.masterPasswordHash === undefined ? {} : { masterPasswordHash: input.masterPasswordHash }),
    ...(input.masterContact === undefined ? {} : { masterContact: input.masterContact }),
    seats,
    players: [],
    position,
    orders: {},
    submitted: [],
    deadline: null,
    remaining: null,
    history: [],
    undone: [],
    press: [],
    ending: null,
    revision: 0,
    ...own.value,
  };
  // Solitaire: nobody joins; every seat becomes the master's dummy and the first phase
  // opens now ("the FORMING phase simply gets skipped"). No player awaits a power, so
  // nothing is dealt at random.
  return ok(play.masterAlone ? startGame(forming, input.now, () => 0).state : forming);
}

/** Whether a game of this variant is listed when its maker does not say: a Solitaire game is not. */
export const listedByDefault = (variant: string): boolean => variantPlay(variant)?.masterAlone !== true;

/** Why the deadlines cannot be used, or null: minutes are whole and not negative, phases last a while. */
function checkDeadlines(settings: GameSettings, rules: readonly string[]): string | null {
  const d = settings.deadlines;
  for (const [name, minutes] of [['movement', d.movement], ['retreats', d.retreats], ['adjustments', d.adjustments], ['grace', d.grace]] as const) {
    if (!Number.isInteger(minutes) || minutes < 0) return `The ${name} time must be a whole number of minutes, not ${minutes}.`;
    if (name !== 'grace' && minutes === 0 && !rules.includes('NO_DEADLINE')) {
      return `The ${name} time must be at least a minute (or use NO_DEADLINE for games without deadlines).`;
    }
  }
  return null;
}

/** The rules asked for with their suffix (EAVESDROP!): announced, shown where the bare rule is kept secret. */
function announcedOf(asked: readonly string[]): Pick<GameSettings, 'announced'> {
  const announced = asked.map((r) => r.trim().toUpperCase()).filter((r) => r.endsWith('!') && !r.startsWith('!')).map((r) => r.slice(0, -1));
  return announced.length === 0 ? {} : { announced };
}
