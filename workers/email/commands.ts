import { exchangeLine, type ExchangeMailCommand } from './exchange-lines';
import { looksLikeProse, startsLikeOffer, startsLikeOrder } from './order-like';
import { MAX_OFFICIAL_SUBJECT } from '../../shared/game/commands/press';
import { MAX_ADDRESSES } from '../../shared/game/contact';
import { LIVE_TURN } from '../../shared/variants/card/live';

/**
 * The DPjudge e-mail command language, read line by line into what each line asks. Pure:
 * no game is looked at here. What a name stands for (a power, an observer), whether a line
 * is an order, and whether the sender may do what he asks is for the session (session.ts)
 * and the game to say.
 *
 * Case never matters, except in passwords and press. Words are separated by spaces.
 */

/** What the mail's address says: the game of a per-game address (`<game>@` the judge's domain), or null for the judge's own. */
export interface ReadContext {
  readonly game: string | null;
}

/** A vote as written: a draw, a concession to a power (as written), or none. */
export type VoteSpec = { readonly kind: 'draw'; readonly most?: number } | { readonly kind: 'concede'; readonly to: string } | null;

/** A time as SET DEADLINE writes it (deadline.ts reads it against the clock). */
export interface DeadlineSpec {
  readonly words: readonly string[];
}

/** A line after CREATE that sets up the game. */
export type Setting =
  | { readonly kind: 'rules'; readonly rules: readonly string[] }
  | { readonly kind: 'victory'; readonly centres: number }
  | { readonly kind: 'map'; readonly map: string }
  | { readonly kind: 'variant'; readonly variant: string }
  /** EDITION: the Crystal Ball rules a game follows, as written (lower case). */
  | { readonly kind: 'edition'; readonly edition: string }
  /** TAX n, TAX <centre> n, CAP n (and EXCHANGE's PURSE n): a Payola game's income directives, as written (upper case). */
  | { readonly kind: 'directive'; readonly line: string }
  | { readonly kind: 'timing'; readonly minutes: Readonly<Partial<Record<'movement' | 'retreats' | 'adjustments' | 'grace', number>>> }
  | { readonly kind: 'listed'; readonly listed: boolean }
  /** PRIVATE password: a private game, joined only by those given its privacy password. */
  | { readonly kind: 'private'; readonly password: string }
  /** SHOW NAMES (or NAMES SHOWN): a friends' game, whose players' names everyone sees from the start. */
  | { readonly kind: 'show_names' }
  /** DESC or DESCRIPTION: the master's words about the game, as written (several lines run on). */
  | { readonly kind: 'description'; readonly text: string }
  /** NAME: the game's name as people read it (its address stays the CREATE's). */
  | { readonly kind: 'name'; readonly name: string }
  /** MULTIPLE_ROLES: one address may hold more than one role in the game. */
  | { readonly kind: 'multipleRoles' }
  /** OBSERVERS n: the most observers the game takes. */
  | { readonly kind: 'max_observers'; readonly max: number }
  /** FIRST_ELIMINATION: a Global game ends at the end of the first year a power is eliminated (seed III). */
  | { readonly kind: 'firstElimination' }
  /** SETUP name: a Global game's board for fewer players (XIV.2: global5, global4, global3), as written (lower case). */
  | { readonly kind: 'setup'; readonly setup: string }
  /** A status-file line of the DPjudge this judge has not built: answered by name, and the game is not made. */
  | { readonly kind: 'unbuilt'; readonly message: string }
  /** Accepted and changes nothing (FORM: a game made by mail forms at once). */
  | { readonly kind: 'noop'; readonly note: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** One setting line after CREATE, with where it was written. */
export interface SettingLine {
  readonly line: number;
  readonly setting: Setting;
}

/** What a line (or a block of lines: press, CREATE) asks. */
export type MailCommand =
  | { readonly kind: 'signon'; readonly who: string; readonly game: string; readonly password: string }
  | { readonly kind: 'signoff' }
  /** `privacy`: a private game's privacy password, written after the player's own. */
  | { readonly kind: 'join'; readonly game: string; readonly power: string | null; readonly password: string; readonly privacy?: string }
  /** OBSERVE name@game password; `monitor`: MONITOR, the results by mail and nothing else. */
  | { readonly kind: 'observe'; readonly name: string; readonly game: string; readonly password: string; readonly monitor?: true; readonly investor?: true }
  | { readonly kind: 'takeover'; readonly who: string; readonly game: string; readonly password: string; readonly privacy?: string }
  /** RESIGN in place of SIGNON: the sender leaves his power (at the end of the block, so that press may go first). */
  | { readonly kind: 'resign'; readonly who: string; readonly game: string; readonly password: string }
  /** The master's RESIGN: a power's player leaves it. */
  | { readonly kind: 'resign_power'; readonly power: string }
  | { readonly kind: 'create'; readonly game: string; readonly password: string; readonly variant: string | null; readonly settings: readonly SettingLine[] }
  /** PURGE game password, in place of the master's SIGNON: a forming game nobody joined removed. */
  | { readonly kind: 'purge'; readonly game: string; readonly password: string }
  /** RENAME game newname password, in place of the master's SIGNON: the name the game is shown with (its address stays). */
  | { readonly kind: 'rename'; readonly game: string; readonly name: string; readonly password: string }
  | { readonly kind: 'list'; readonly game: string | null }
  /** LIST MAPS: the boards a game can be made on. */
  | { readonly kind: 'list_maps' }
  | { readonly kind: 'summary'; readonly game: string | null }
  | { readonly kind: 'history'; readonly game: string | null }
  /** MAP [game]: the board as a picture, attached to the reply (SVG, as the web page draws it). */
  | { readonly kind: 'map'; readonly game: string | null }
  | { readonly kind: 'status' }
  | { readonly kind: 'clear' }
  /** Any other line: an order, if the sender is signed on as a power and it reads as one. */
  | { readonly kind: 'order'; readonly text: string }
  /**
   * A line written as a Payola offer (`5 : A PAR - BUR`, `10 $`, `(NMR)`): a line of the
   * power's offer sheet in a Payola game, and no order in any other (order-like.ts).
   */
  | { readonly kind: 'offer'; readonly text: string }
  /** Payola: ACCEPT FGE?, the power's acceptance list as written (the game reads it); the master's ACCEPT FOR FRANCE FGE? names the power. */
  | { readonly kind: 'accept'; readonly list: string; readonly for?: string }
  /**
   * Payola: TRANSFER 10 TO GERMANY (or TRANSFER 10 GERMANY): silver sent at once to another
   * power (named as written); the master writes whose: TRANSFER 10 FROM FRANCE TO GERMANY.
   */
  | { readonly kind: 'transfer'; readonly amount: number; readonly to: string; readonly from?: string }
  /** Payola's EXCHANGE: DIVIDEND 2, PRICE 3, BUY 10 FRANCE, SELL 4 FRANCE TO bob AT 3 (exchange-lines.ts). */
  | ExchangeMailCommand
  /**
   * Card Diplomacy: DECK AS KH 10D, the cards wanted on top of the power's deck for the
   * coming turn, in order (none: all shuffled); the master's DECK FOR FRANCE AS KH names the power.
   */
  | { readonly kind: 'deck'; readonly cards: readonly string[]; readonly for?: string }
  /**
   * ORDERS [phase]: the order lines after it, up to the next command, are the power's
   * whole list for that phase (a Crystal Ball game's movement lists; in any game, the
   * phase being played). `phase` is null for ORDERS alone (the open movement phase);
   * `error` says why the phase written cannot be read (the lines after it are then sent
   * nowhere). `forPower`: the line also reads as ORDERS power [phase], the master's
   * orders for that power (the session takes it so when the master signed on).
   */
  | { readonly kind: 'orders_for'; readonly phase: string | null; readonly error?: string; readonly forPower?: { readonly power: string; readonly phase: string | null } }
  /** `grey`, `fakeTo`, `fakeFrom`: the GREY, FAKE TO / FAKE BROADCAST and FROM options, as written (the session names the powers). */
  | { readonly kind: 'press'; readonly to: readonly string[] | 'ALL'; readonly quiet: boolean; readonly body: string; readonly grey?: true; readonly fakeTo?: readonly string[] | 'ALL'; readonly fakeFrom?: string }
  /** The master's OFFICIAL [subject]: the PRESS and BROADCAST below it in the mail go out under `subject`, without their heading (null: as usual again). */
  | { readonly kind: 'official'; readonly subject: string | null }
  | { readonly kind: 'wait'; readonly wait: boolean }
  | { readonly kind: 'deadline'; readonly when: DeadlineSpec }
  /** SET ABSENCE: the dates as written (`from` null: from now; `to` null: the one day or time `from` names). */
  | { readonly kind: 'absence'; readonly from: readonly string[] | null; readonly to: readonly string[] | null }
  /** SET ABSENCE NONE: drop the sender's absences (the master's: everyone's). */
  | { readonly kind: 'absence_clear' }
  | { readonly kind: 'password'; readonly password: string }
  /** SET ADDRESS: null for the address the mail came from; `also`: the further addresses written after the first (SET ADDRESS a, b). */
  | { readonly kind: 'address'; readonly address: string | null; readonly also?: readonly string[] }
  | { readonly kind: 'contact'; readonly by: 'mail' | 'web' | 'both' }
  /** The master's SET OBSERVERS n: the most observers the game takes from now on. */
  | { readonly kind: 'max_observers'; readonly max: number }
  /** The master's SET LISTED or SET UNLISTED, at any time after the CREATE. */
  | { readonly kind: 'set_listed'; readonly listed: boolean }
  | { readonly kind: 'vote'; readonly vote: VoteSpec }
  /** PROPOSE_DIAS: PROPOSE power (a concession to it) or PROPOSE DIAS (a draw of all survivors). */
  | { readonly kind: 'propose'; readonly ending: NonNullable<VoteSpec> }
  /** PROPOSE_DIAS: VOTE YES accepts the ending proposed, VOTE NO vetoes it. */
  | { readonly kind: 'answer_proposal'; readonly yes: boolean }
  /** PROCESS (or PROCESS!) with `phase`: only if that is the phase being played (the one the master saw). */
  | { readonly kind: 'process'; readonly force: boolean; readonly phase?: string }
  | { readonly kind: 'preview' }
  /** ROLLBACK [FULL] [RESTORE] [phase | FORMING]. */
  | { readonly kind: 'rollback'; readonly phase: string | null; readonly restore?: true; readonly full?: true }
  /** ROLLFORWARD: `phase` absent for the next phase undone. */
  | { readonly kind: 'rollforward'; readonly phase?: string }
  | { readonly kind: 'dummy'; readonly power: string }
  /** The master's CONTROL power [controller…]: who plays a dummy (none: freed). */
  | { readonly kind: 'control'; readonly power: string; readonly controllers: readonly string[] }
  /** The master's HANDOVER: the power's player may read its press from before he took it over. */
  | { readonly kind: 'handover'; readonly power: string }
  /** The master's REVIVE: the last player who left the power plays it again, with `password` or one the judge makes. */
  | { readonly kind: 'revive'; readonly power: string; readonly password?: string }
  /** TERMINATE with `phase`: only if that is the phase being played. */
  | { readonly kind: 'terminate'; readonly phase?: string }
  /** The master's REVEAL: show who played which power, once a NO_REVEAL game has ended. */
  | { readonly kind: 'reveal' }
  /** The master's ACTIVATE: start a forming game, or resume a paused one. */
  | { readonly kind: 'activate' }
  /** The master's WAIT: pause the game. */
  | { readonly kind: 'pause' }
  /** A command of the language this judge has not built: answered with why. */
  | { readonly kind: 'unbuilt'; readonly message: string }
  /** A command written wrongly: answered with how to write it ("Not understood: …", unless `said`: the message is the whole answer). */
  | { readonly kind: 'invalid'; readonly message: string; readonly said?: true }
  /** ENDPRESS with no press open: nothing to do. */
  | { readonly kind: 'noop'; readonly message: string }
  /**
   * Lines that are neither a command nor an order (order-like.ts), one or a run of them:
   * answered once, "not understood", or, closing the mail, taken for its signature.
   */
  | { readonly kind: 'prose'; readonly signature: boolean; /** Not the mail's first run of prose: answered in a word. */ readonly again?: true };

export type MailCommandKind = MailCommand['kind'];

/** One command of the mail and the lines it was written on (a press: its header, body and end). */
export interface Item {
  /** Indexes into the lines read, first to last. */
  readonly lines: readonly number[];
  readonly command: MailCommand;
  /** The first line as the reply may quote it: a password in it is masked. */
  readonly echo: string;
  /** Its other lines as the reply may quote them, where they differ from the lines read (a CREATE's PRIVATE password, masked). */
  readonly echoes?: ReadonlyMap<number, string>;
}

/** A mail read: its commands, and how many lines after SIGNOFF were not read. */
export interface ReadMail {
  readonly items: readonly Item[];
  readonly unread: number;
}

/** What the reply shows in place of a password. */
export const MASKED = '********';

const words = (line: string): string[] => line.trim().split(/\s+/).filter((w) => w.length > 0);

/** Game names are letters and digits: they name the game's room and its mail address. */
const GAME_NAME = /^[a-z0-9]{1,40}$/;

const keyword = (line: string): string => (words(line)[0] ?? '').toUpperCase();

/** Commands that sign on (or stand for a SIGNON): they end a press or a CREATE block before them. */
const SESSION_WORDS = new Set(['SIGNON', 'JOIN', 'OBSERVE', 'OBSERVER', 'OBS', 'TAKEOVER', 'CREATE', 'RENAME', 'PURGE']);
const ENDS_PRESS = new Set(['ENDPRESS', 'ENDBROADCAST', 'SIGNOFF']);

/** A game named where the command names it, else the game of the address. */
function gameOf(written: string | null, context: ReadContext): { game: string } | { error: string } {
  const game = (written === null || written === '' ? context.game : written.toLowerCase()) ?? null;
  if (game === null) return { error: 'Name the game.' };
  if (!GAME_NAME.test(game)) return { error: `"${written}" is not a game name: games are named with letters and digits only.` };
  return { game };
}

/**
 * Where a SIGNON, TAKEOVER or RESIGN is for: `name@game`, or the power's initial letter
 * followed at once by the game (`Fjigdy`); to a game's own address, the name alone.
 */
function placeOf(token: string, context: ReadContext): { who: string; game: string } | { error: string } {
  const at = token.indexOf('@');
  if (at >= 0) {
    const who = token.slice(0, at);
    if (who === '') return { error: `"${token}" names nobody before the @.` };
    const game = gameOf(token.slice(at + 1), context);
    return 'error' in game ? game : { who, game: game.game };
  }
  const lower = token.toLowerCase();
  if (context.game !== null && (lower.length === 1 || lower.slice(1) !== context.game)) {
    // To the game's own address the game may be left out: FRANCE, F, MASTER.
    return { who: token, game: context.game };
  }
  if (token.length < 2) return { error: `"${token}" names no game: write the power's initial and the game (Fgame) or name@game.` };
  const game = gameOf(token.slice(1), context);
  return 'error' in game ? game : { who: token.slice(0, 1), game: game.game };
}

const usage = {
  signon: 'Write SIGNON power@game password (or SIGNON Pgame password, P the power\'s initial).',
  join: 'Write JOIN game password, or JOIN power@game password where players choose their power (a private game: its privacy password last).',
  observe: 'Write OBSERVE name@game password.',
  monitor: 'Write MONITOR name@game password.',
  invest: 'Write INVEST name@game password.',
  takeover: 'Write TAKEOVER power@game password (a private game: its privacy password last).',
  resign: 'Write RESIGN power@game password in place of a SIGNON (the master: RESIGN power, once signed on).',
  create: 'Write CREATE game password, then the settings, one a line, then SIGNOFF.',
  purge: 'Write PURGE game password (the master\'s password); to the game\'s own address, PURGE password.',
  rename: 'Write RENAME game newname password (the master\'s password); to the game\'s own address, RENAME newname password.',
} as const;

/** PURGE game password (to the game's own address: PURGE password), standing for the master's SIGNON. */
function purge(args: readonly string[], context: ReadContext): MailCommand {
  if (args.length === 1 && context.game !== null) return { kind: 'purge', game: context.game, password: args[0]! };
  if (args.length !== 2) return { kind: 'invalid', message: usage.purge };
  const game = gameOf(args[0]!, context);
  if ('error' in game) return { kind: 'invalid', message: `${game.error} ${usage.purge}` };
  return { kind: 'purge', game: game.game, password: args[1]! };
}

/**
 * RENAME game newname password (to the game's own address: RENAME newname password). It
 * stands for the master's SIGNON, as on the DPjudge; the new name is one word, as a DPjudge
 * game name is, and becomes the name the game is shown with.
 */
function rename(args: readonly string[], context: ReadContext): MailCommand {
  const [first, second, third] = args;
  if (args.length === 2 && context.game !== null) return { kind: 'rename', game: context.game, name: first!, password: second! };
  if (args.length !== 3) return { kind: 'invalid', message: usage.rename };
  const game = gameOf(first!, context);
  if ('error' in game) return { kind: 'invalid', message: `${game.error} ${usage.rename}` };
  return { kind: 'rename', game: game.game, name: second!, password: third! };
}

/** SIGNON, TAKEOVER and RESIGN share their form: a place and a password. */
function signonLike(kind: 'signon' | 'takeover' | 'resign', args: readonly string[], context: ReadContext): MailCommand {
  // TAKEOVER power@game password privacy: a private game's privacy password comes last.
  const privacy = kind === 'takeover' && args.length === 3 ? args[2]! : undefined;
  if (args.length !== 2 && privacy === undefined) return { kind: 'invalid', message: usage[kind] };
  const place = placeOf(args[0]!, context);
  if ('error' in place) return { kind: 'invalid', message: `${place.error} ${usage[kind]}` };
  return { kind, who: place.who, game: place.game, password: args[1]!, ...(privacy === undefined ? {} : { privacy }) };
}

function join(args: readonly string[], context: ReadContext): MailCommand {
  if (args.length === 1 && context.game !== null) return { kind: 'join', game: context.game, power: null, password: args[0]! };
  // JOIN game password privacy: a private game's privacy password comes last.
  if (args.length === 3) {
    const read = join(args.slice(0, 2), context);
    return read.kind === 'join' ? { ...read, privacy: args[2]! } : read;
  }
  if (args.length !== 2) return { kind: 'invalid', message: usage.join };
  const token = args[0]!;
  const at = token.indexOf('@');
  // To the game's own address, a word that is not the game names the power: JOIN russia pw.
  if (at < 0 && context.game !== null && token.toLowerCase() !== context.game) return { kind: 'join', game: context.game, power: token, password: args[1]! };
  const game = gameOf(at >= 0 ? token.slice(at + 1) : token, context);
  if ('error' in game) return { kind: 'invalid', message: `${game.error} ${usage.join}` };
  const power = at >= 0 ? token.slice(0, at) : null;
  if (power === '') return { kind: 'invalid', message: usage.join };
  return { kind: 'join', game: game.game, power, password: args[1]! };
}

/** OBSERVE, MONITOR and INVEST: a seat without a power, named by its holder. */
function observe(args: readonly string[], context: ReadContext, role: 'observer' | 'monitor' | 'investor' = 'observer'): MailCommand {
  const monitor = role === 'monitor';
  const how = monitor ? usage.monitor : role === 'investor' ? usage.invest : usage.observe;
  if (args.length !== 2) return { kind: 'invalid', message: how };
  const token = args[0]!;
  const at = token.indexOf('@');
  if (at < 0 && context.game === null) return { kind: 'invalid', message: how };
  const name = at >= 0 ? token.slice(0, at) : token;
  if (!/^[A-Za-z0-9_#.-]{1,30}$/.test(name)) return { kind: 'invalid', message: `${monitor ? 'A monitor' : role === 'investor' ? 'An investor' : 'An observer'}'s name is a word of letters and digits. ${how}` };
  const game = gameOf(at >= 0 ? token.slice(at + 1) : null, context);
  if ('error' in game) return { kind: 'invalid', message: `${game.error} ${how}` };
  return { kind: 'observe', name, game: game.game, password: args[1]!, ...(monitor ? { monitor: true as const } : {}), ...(role === 'investor' ? { investor: true as const } : {}) };
}

function readGameArg(kind: 'list' | 'summary' | 'history' | 'map', args: readonly string[]): MailCommand {
  if (args.length > 1) return { kind: 'invalid', message: `Write ${kind.toUpperCase()} or ${kind.toUpperCase()} game.` };
  if (args.length === 0) return { kind, game: null };
  const game = args[0]!.toLowerCase();
  if (!GAME_NAME.test(game)) return { kind: 'invalid', message: `"${args[0]}" is not a game name: games are named with letters and digits only.` };
  return { kind, game };
}

const PHASE_WORDS = { M: 'MOVEMENT', R: 'RETREATS', A: 'ADJUSTMENTS' } as const;

const PHASE_LETTERS: Readonly<Record<string, 'M' | 'R' | 'A'>> = {
  M: 'M',
  MOVE: 'M',
  MOVES: 'M',
  MOVEMENT: 'M',
  R: 'R',
  RETREAT: 'R',
  RETREATS: 'R',
  A: 'A',
  ADJUST: 'A',
  ADJUSTMENT: 'A',
  ADJUSTMENTS: 'A',
  BUILD: 'A',
  BUILDS: 'A',
};

const ORDERS_USAGE =
  'Write ORDERS alone (the open movement phase), or with the phase: ORDERS S1902M, ORDERS SPRING 1902, ORDERS FALL 1901 RETREATS; under the original Crystal Ball rules also ORDERS RETREATS, ORDERS BUILDS or ORDERS REMOVES. The master writes ORDERS and the power first: ORDERS FRANCE, ORDERS FRANCE S1902M.';

/** The original Crystal Ball rules' other lists, by the words a mail may name them with (the game's STANDING_LIST_NAMES). */
const STANDING_WORDS: Readonly<Record<string, 'RETREATS' | 'BUILDS' | 'REMOVES'>> = {
  RETREATS: 'RETREATS',
  RETREAT: 'RETREATS',
  BUILDS: 'BUILDS',
  BUILD: 'BUILDS',
  REMOVES: 'REMOVES',
  REMOVE: 'REMOVES',
  REMOVALS: 'REMOVES',
};

/**
 * The phase an ORDERS line names, in the judge's short form (S1902M): written short
 * (S1902M, or S1902 for its movement), or as words (SPRING 1902, FALL 1901 RETREATS),
 * a season standing for its initial as the judge's phase names have it. Movement when no
 * phase letter or word is given. Null for ORDERS alone. RETREATS, BUILDS and REMOVES name
 * the original rules' standing lists, as the game's orders command takes them.
 */
function ordersFor(args: readonly string[]): Extract<MailCommand, { kind: 'orders_for' }> {
  const plain = phaseOrdered(args);
  if (plain.error === undefined) return plain;
  // ORDERS FRANCE [phase]: the master writes for a power. A word that is no phase, before
  // a phase or nothing, may be a power's name; the game says whether it is one.
  const upper = args.map((a) => a.toUpperCase());
  const skip = upper[0] === 'FOR' ? 1 : 0;
  const first = upper[skip];
  if (first === undefined || !/^[A-Z][A-Z.-]*$/.test(first)) return plain;
  const rest = phaseOrdered(args.slice(skip + 1));
  return rest.error === undefined ? { ...plain, forPower: { power: first, phase: rest.phase } } : plain;
}

/** The phase an ORDERS line names (see ordersFor). */
function phaseOrdered(args: readonly string[]): Extract<MailCommand, { kind: 'orders_for' }> {
  const upper = args.map((a) => a.toUpperCase());
  if (upper[0] === 'FOR') upper.shift();
  if (upper.length === 0) return args.length === 0 ? { kind: 'orders_for', phase: null } : { kind: 'orders_for', phase: null, error: `FOR names no phase. ${ORDERS_USAGE}` };
  const written = args.join(' ');
  const standing = upper.length === 1 ? STANDING_WORDS[upper[0]!] : undefined;
  if (standing !== undefined) return { kind: 'orders_for', phase: standing };
  const short = upper.length === 1 ? /^([A-Z])(\d{1,5})([MRA]?)$/.exec(upper[0]!) : null;
  if (short !== null) return { kind: 'orders_for', phase: `${short[1]}${short[2]}${short[3] || 'M'}` };
  const [season = '', year = '', kind, ...rest] = upper;
  const letter = kind === undefined ? 'M' : PHASE_LETTERS[kind];
  if (/^[A-Z]{3,}$/.test(season) && /^\d{1,5}$/.test(year) && letter !== undefined && rest.length === 0) {
    // Written long: the game's calendar makes it short (SUMMER is U on Global's board), once the game is known.
    return { kind: 'orders_for', phase: `${season} ${Number(year)} ${PHASE_WORDS[letter]}` };
  }
  return { kind: 'orders_for', phase: null, error: `"${written}" is not a phase. ${ORDERS_USAGE}` };
}

const DRAW_WORDS = new Set(['DRAW', 'DIAS']);
const NO_VOTE_WORDS = new Set(['NONE', 'SOLO', 'NODRAW', 'NOCONCEDE', 'WITHDRAW']);

function vote(args: readonly string[]): MailCommand {
  const [first, second, ...rest] = args.map((a) => a.toUpperCase());
  if (first === undefined || rest.length > 0) return { kind: 'invalid', message: 'Write VOTE DRAW, VOTE power (to concede to it) or VOTE NONE.' };
  if (DRAW_WORDS.has(first) && second === undefined) return { kind: 'vote', vote: { kind: 'draw' } };
  if (NO_VOTE_WORDS.has(first) && second === undefined) return { kind: 'vote', vote: null };
  if ((first === 'YES' || first === 'NO') && second === undefined) return { kind: 'answer_proposal', yes: first === 'YES' };
  // NO_DIAS: the largest draw, one's own power in it, one accepts (the game checks the rule).
  if (/^\d+WAY$/.test(first) && second === undefined) return { kind: 'vote', vote: { kind: 'draw', most: Number(first.slice(0, -3)) } };
  if ((first === 'CONCEDE' || first === 'LOSS') && second !== undefined) return { kind: 'vote', vote: { kind: 'concede', to: second } };
  if (first === 'CONCEDE' || first === 'LOSS') return { kind: 'invalid', message: 'Name the power you concede to: VOTE CONCEDE power.' };
  if (second !== undefined) return { kind: 'invalid', message: 'Write VOTE DRAW, VOTE power (to concede to it) or VOTE NONE.' };
  return { kind: 'vote', vote: { kind: 'concede', to: first } };
}

/** PROPOSE power, or PROPOSE DIAS (DRAW) for a draw of all survivors (Email.txt: PROPOSE). */
function proposal(args: readonly string[]): MailCommand {
  const [first, ...rest] = args.map((a) => a.toUpperCase());
  if (first === undefined || rest.length > 0) return { kind: 'invalid', message: 'Write PROPOSE DIAS (a draw including all survivors) or PROPOSE and the power to concede to.' };
  return { kind: 'propose', ending: DRAW_WORDS.has(first) ? { kind: 'draw' } : { kind: 'concede', to: first } };
}

const CONTACT_WORDS: Readonly<Record<string, 'mail' | 'web' | 'both'>> = { MAIL: 'mail', EMAIL: 'mail', WEB: 'web', BOTH: 'both' };

function set(args: readonly string[], raw: readonly string[]): MailCommand {
  const what = (args[0] ?? '').toUpperCase();
  const rest = args.slice(1);
  switch (what) {
    case 'WAIT':
    case 'NOWAIT':
      if (rest.length > 0) return { kind: 'invalid', message: `Write SET ${what} alone.` };
      return { kind: 'wait', wait: what === 'WAIT' };
    case 'DEADLINE':
      if (rest.length === 0) return { kind: 'invalid', message: 'Write SET DEADLINE with a day, a time or both, e.g. SET DEADLINE FRI 18:00 (times are UTC).' };
      return { kind: 'deadline', when: { words: rest.map((w) => w.toUpperCase()) } };
    case 'ABSENCE': {
      // date, date TO date, TO date (workers/email/absence.ts reads the dates); NONE drops the sender's.
      const words = rest.map((w) => w.toUpperCase());
      if (words.length === 1 && (words[0] === 'NONE' || words[0] === 'CLEAR')) return { kind: 'absence_clear' };
      const i = words.indexOf('TO');
      const from = i < 0 ? words : words.slice(0, i);
      const to = i < 0 ? null : words.slice(i + 1);
      if ((to !== null && to.length === 0) || (to === null && from.length === 0)) {
        return { kind: 'invalid', message: 'Write SET ABSENCE 24 DEC TO 6 JAN, SET ABSENCE 8 AUG 2030, SET ABSENCE TO 13:00 (UTC), or SET ABSENCE NONE to drop yours.' };
      }
      return { kind: 'absence', from: from.length === 0 ? null : from, to };
    }
    case 'PASSWORD': {
      const password = raw[2];
      if (password === undefined || raw.length > 3) return { kind: 'invalid', message: 'Write SET PASSWORD newpassword (one word).' };
      return { kind: 'password', password };
    }
    case 'ADDRESS': {
      // Several addresses, by commas or blanks: the first is the one the judge names, and each is confirmed before it is written to.
      const addresses = rest.flatMap((w) => w.split(',')).map((a) => a.trim()).filter((a) => a !== '');
      if (addresses.length > MAX_ADDRESSES) return { kind: 'invalid', message: `The judge writes to at most ${MAX_ADDRESSES} addresses for one person: SET ADDRESS first@example.com, second@example.com.` };
      return { kind: 'address', address: addresses[0] ?? null, ...(addresses.length > 1 ? { also: addresses.slice(1) } : {}) };
    }
    case 'CONTACT': {
      const by = CONTACT_WORDS[(rest[0] ?? '').toUpperCase()];
      if (by === undefined || rest.length > 1) return { kind: 'invalid', message: 'Write SET CONTACT MAIL, SET CONTACT WEB or SET CONTACT BOTH.' };
      return { kind: 'contact', by };
    }
    case 'DRAW':
      return rest.length === 0 ? { kind: 'vote', vote: { kind: 'draw' } } : { kind: 'invalid', message: 'Write SET DRAW alone.' };
    case 'NODRAW':
    case 'NOCONCEDE':
      return rest.length === 0 ? { kind: 'vote', vote: null } : { kind: 'invalid', message: `Write SET ${what} alone.` };
    case 'CONCEDE':
      return rest.length === 1 ? { kind: 'vote', vote: { kind: 'concede', to: rest[0]! } } : { kind: 'invalid', message: 'Write SET CONCEDE power.' };
    case 'LISTED':
    case 'UNLISTED':
      return rest.length === 0 ? { kind: 'set_listed', listed: what === 'LISTED' } : { kind: 'invalid', message: `Write SET ${what} alone.` };
    case 'OBSERVERS':
      return maxObservers(rest, 'SET OBSERVERS');
    default:
      return { kind: 'invalid', message: 'SET what? WAIT, NOWAIT, DEADLINE, PASSWORD, ADDRESS, CONTACT, DRAW, NODRAW, CONCEDE, NOCONCEDE or (the master) OBSERVERS, LISTED, UNLISTED.' };
  }
}

function rollback(args: readonly string[]): MailCommand {
  const upper = args.map((a) => a.toUpperCase());
  // RESTORE: the orders of then come back; FULL: the settings of then too.
  const options = { ...(upper.includes('RESTORE') ? { restore: true as const } : {}), ...(upper.includes('FULL') ? { full: true as const } : {}) };
  const words = upper.filter((w) => w !== 'RESTORE' && w !== 'FULL');
  if (words.length > 1) return { kind: 'invalid', message: 'Write ROLLBACK, or ROLLBACK phase (e.g. ROLLBACK S1901M) or ROLLBACK FORMING, with FULL and RESTORE before the phase if you like.' };
  const phase = words[0];
  if (phase === undefined) return { kind: 'rollback', phase: null, ...options };
  if (phase !== 'FORMING' && !/^[A-Z]\d{1,5}[A-Z]$/.test(phase)) return { kind: 'invalid', message: `"${phase}" is not a phase: phases are named like S1901M.` };
  return { kind: 'rollback', phase, ...options };
}

/**
 * PROCESS, PROCESS! or TERMINATE, alone or with the phase the master means (PROCESS
 * S1901M): a game that has moved on since refuses it rather than act on the next phase.
 */
function seen<C extends Extract<MailCommand, { kind: 'process' | 'terminate' }>>(word: string, args: readonly string[], command: C): MailCommand {
  if (args.length === 0) return command;
  const phase = args[0]!.toUpperCase();
  if (args.length > 1 || !/^[A-Z]\d{1,5}[A-Z]$/.test(phase)) return { kind: 'invalid', message: `Write ${word}, or ${word} and the phase you mean (e.g. ${word} S1901M).` };
  return { ...command, phase };
}

/** ROLLFORWARD: the next phase undone, or with a phase every one up to it (as ROLLBACK names phases). */
function rollforward(args: readonly string[]): MailCommand {
  if (args.length === 0) return { kind: 'rollforward' };
  const phase = args[0]!.toUpperCase();
  // The DPjudge's ROLLFORWARD takes ROLLBACK's options; here the phase arrived at opens with
  // its orders cleared (as the DPjudge's does without RESTORE), and RESTORE and FULL are not built.
  if (args.length > 1 || ['RESTORE', 'FULL'].includes(phase)) return { kind: 'unbuilt', message: 'ROLLFORWARD takes no options here but a phase: the phase it comes to opens with its orders cleared (RESTORE and FULL are not built for it). Write ROLLFORWARD, or ROLLFORWARD phase (e.g. ROLLFORWARD F1902M).' };
  if (!/^[A-Z]\d{1,5}[A-Z]$/.test(phase)) return { kind: 'invalid', message: `"${args[0]}" is not a phase: phases are named like F1902M.` };
  return { kind: 'rollforward', phase };
}

/** The powers a TO names, as written: split at commas and spaces, read by the session against the map. */
function recipients(tokens: readonly string[]): string[] {
  return tokens.flatMap((t) => t.split(',')).map((t) => t.trim().toUpperCase()).filter((t) => t.length > 0);
}

const PRESS_OPTIONS = new Set(['TO', '+', 'FAKE', 'FROM', 'WHITE', 'GREY', 'GRAY', 'QUIET']);

/** What a PRESS or BROADCAST header asks: the true recipients, and the grey or fake form (the game's rules judge it). */
interface PressHeader {
  readonly to: string[] | 'ALL';
  readonly quiet: boolean;
  readonly grey: boolean;
  /** FAKE TO / FAKE BROADCAST: whom it claims to go to. */
  readonly fakeTo?: string[] | 'ALL';
  /** [FAKE] FROM: whom it claims to come from. */
  readonly fakeFrom?: string;
}

/**
 * The header of PRESS or BROADCAST: who the message goes to, or why it cannot go. Its
 * options come in four groups, each at most once (Email.txt): TO (or +); FAKE TO (or FAKE
 * +, FAKE BROADCAST), after any TO; one of [FAKE] FROM power, WHITE, GREY (GRAY); QUIET.
 */
function pressHeader(kind: 'PRESS' | 'BROADCAST', written: readonly string[]): PressHeader | { invalid: string } {
  // "+AF": the plus sign stands for TO.
  const args = written.flatMap((w) => (w.startsWith('+') && w.length > 1 ? ['+', w.slice(1)] : [w]));
  let to: string[] | null = null;
  let quiet = false;
  let grey = false;
  let fakeTo: string[] | 'ALL' | undefined;
  let fakeFrom: string | undefined;
  const seen = new Set<string>();
  const once = (group: string, word: string): string | null => {
    if (seen.has(group)) return `${word} is given twice (or with another option of its kind).`;
    seen.add(group);
    return null;
  };
  // The recipients written from args[i] on, up to the next option.
  const listFrom = (i: number): [string[], number] => {
    let j = i;
    while (j < args.length && !PRESS_OPTIONS.has(args[j]!.toUpperCase())) j++;
    return [recipients(args.slice(i, j)), j];
  };
  for (let i = 0; i < args.length; ) {
    const word = args[i]!.toUpperCase();
    switch (word) {
      case 'TO':
      case '+': {
        const twice = once('TO', 'TO');
        if (twice !== null) return { invalid: twice };
        if (kind === 'BROADCAST') return { invalid: 'A BROADCAST goes to everyone: leave out TO (write PRESS TO to choose).' };
        if (Array.isArray(fakeTo)) return { invalid: 'TO must come before FAKE TO (PRESS TO A FAKE TO AT).' };
        [to, i] = listFrom(i + 1);
        if (to.length === 0) return { invalid: 'TO names nobody.' };
        break;
      }
      case 'FAKE': {
        const next = (args[i + 1] ?? '').toUpperCase();
        if (next === 'FROM') {
          i++;
          continue;
        }
        const twice = once('FAKE TO', 'FAKE TO');
        if (twice !== null) return { invalid: twice };
        if (next === 'BROADCAST') {
          fakeTo = 'ALL';
          i += 2;
        } else if (next === 'TO' || next === '+') {
          const [list, j] = listFrom(i + 2);
          if (list.length === 0) return { invalid: 'FAKE TO names nobody.' };
          fakeTo = list;
          i = j;
        } else {
          return { invalid: 'FAKE is followed by TO powers, BROADCAST or FROM power (PRESS TO A FAKE TO AT).' };
        }
        break;
      }
      case 'FROM': {
        const twice = once('SENDER', 'FROM');
        if (twice !== null) return { invalid: twice };
        const [names, j] = listFrom(i + 1);
        if (names.length !== 1) return { invalid: 'FROM names one power: the one the message claims to come from (FROM G).' };
        fakeFrom = names[0]!;
        i = j;
        break;
      }
      case 'GREY':
      case 'GRAY':
      case 'WHITE': {
        const twice = once('SENDER', word);
        if (twice !== null) return { invalid: twice };
        // White press is the default: the sender is named.
        grey = word !== 'WHITE';
        i++;
        break;
      }
      case 'QUIET': {
        const twice = once('QUIET', 'QUIET');
        if (twice !== null) return { invalid: twice };
        quiet = true;
        i++;
        break;
      }
      default:
        return { invalid: `"${args[i]}" is not a press option (TO, FAKE TO, FAKE BROADCAST, FROM, WHITE, GREY, QUIET).` };
    }
  }
  const form = { quiet, grey, ...(fakeTo === undefined ? {} : { fakeTo }), ...(fakeFrom === undefined ? {} : { fakeFrom }) };
  if (kind === 'BROADCAST') return { to: 'ALL', ...form };
  if (to === null) return { invalid: 'PRESS needs TO and whom it goes to (PRESS TO FRANCE), or write BROADCAST.' };
  return { to, ...form };
}

const DURATION = /^(\d{1,5})([MHDW]?)$/;
const MINUTES_PER: Readonly<Record<string, number>> = { '': 1, M: 1, H: 60, D: 24 * 60, W: 7 * 24 * 60 };
const TIMING_KEYS: Readonly<Record<string, 'movement' | 'retreats' | 'adjustments' | 'grace'>> = {
  MOVE: 'movement',
  MOVES: 'movement',
  MOVEMENT: 'movement',
  RETREAT: 'retreats',
  RETREATS: 'retreats',
  ADJUST: 'adjustments',
  ADJUSTMENT: 'adjustments',
  ADJUSTMENTS: 'adjustments',
  BUILD: 'adjustments',
  BUILDS: 'adjustments',
  GRACE: 'grace',
};

function timing(args: readonly string[]): Setting {
  const minutes: Partial<Record<'movement' | 'retreats' | 'adjustments' | 'grace', number>> = {};
  const how = 'Write TIMING MOVE 2D RETREAT 12H ADJUST 12H GRACE 1D (M minutes, H hours, D days, W weeks).';
  if (args.length === 0 || args.length % 2 !== 0) return { kind: 'invalid', message: how };
  for (let i = 0; i < args.length; i += 2) {
    const key = TIMING_KEYS[args[i]!.toUpperCase()];
    const amount = DURATION.exec(args[i + 1]!.toUpperCase());
    if (key === undefined || amount === null) return { kind: 'invalid', message: `"${args[i]} ${args[i + 1]}" is not a time this judge reads. ${how}` };
    minutes[key] = Number(amount[1]) * MINUTES_PER[amount[2]!]!;
  }
  return { kind: 'timing', minutes };
}

/** The words of a line after its first, as written (case and spacing inside kept). */
const restOf = (line: string): string => line.trim().replace(/^\S+\s*/, '');

/** DPjudge status-file lines this judge reads after CREATE but has not built, and why. */
const UNBUILT_SETTINGS: Readonly<Record<string, string>> = {
  DEADLINE: 'DEADLINE is not built here: the first deadline follows from TIMING when the game starts; the master moves it later with SET DEADLINE.',
  ZONE: 'ZONE is not built: every time the judge reads or writes is UTC.',
  ALLOW: 'ALLOW is not built: players JOIN and observers OBSERVE; no other kind of player is known here.',
  DENY: 'DENY is not built: the judge keeps no list of refused players.',
  MORPH: 'MORPH is not built: the board is the variant\'s own.',
  DUMMY: 'DUMMY is not built after CREATE: powers nobody joins become dummies when the master starts the game (ACTIVATE), or he makes one a dummy with DUMMY power later.',
  START: 'START is not built: the game starts when it is full, or when the master sends ACTIVATE.',
  TEAM: 'TEAM is not built.',
  CONTROL: 'CONTROL is given once the game has its dummies: after ACTIVATE, send CONTROL power and its controllers (e.g. CONTROL ITALY AUSTRIA); a map\'s own CONTROL lines are played from the start.',
};

const SETTING_WORDS = 'RULE, VICTORY, MAP, VARIANT, EDITION, TIMING, LISTED, UNLISTED, PRIVATE, SHOW NAMES, DESC, NAME, MULTIPLE_ROLES, OBSERVERS, FIRST_ELIMINATION, SETUP, FORM';

/** OBSERVERS n (after CREATE) and SET OBSERVERS n: a whole number, checked by the game against its range. */
function maxObservers(args: readonly string[], how: string): { readonly kind: 'max_observers'; readonly max: number } | { readonly kind: 'invalid'; readonly message: string } {
  const n = Number(args[0]);
  if (args.length !== 1 || !/^\d+$/.test(args[0]!) || !Number.isSafeInteger(n)) return { kind: 'invalid', message: `Write ${how} and the most observers the game takes, e.g. ${how} 20 (0 for none).` };
  return { kind: 'max_observers', max: n };
}

/** A line after CREATE. */
function setting(line: string): Setting {
  const [first = '', ...args] = words(line);
  const word = first.toUpperCase();
  const unbuilt = UNBUILT_SETTINGS[word];
  if (unbuilt !== undefined) return { kind: 'unbuilt', message: unbuilt };
  switch (word) {
    case 'RULE':
    case 'RULES': {
      const rules = args.flatMap((a) => a.split(',')).map((r) => r.trim().toUpperCase()).filter((r) => r.length > 0);
      if (rules.length === 0) return { kind: 'invalid', message: 'Name the rules: RULE POWER_CHOICE NO_PRESS.' };
      // `!NAME` refuses a rule another brings in by default (BLIND's HIDE_DUMMIES).
      if (rules.some((r) => !/^!?[A-Z0-9_]{1,40}!?$/.test(r))) return { kind: 'invalid', message: 'Rules are named in letters, digits and underscores (!NAME to refuse one a rule brings in by default; EAVESDROP! to announce it).' };
      return { kind: 'rules', rules };
    }
    case 'VICTORY': {
      const n = Number(args[0]);
      if (args.length !== 1 || !Number.isInteger(n) || n < 1) return { kind: 'invalid', message: 'Write VICTORY and the number of centres that wins, e.g. VICTORY 18.' };
      return { kind: 'victory', centres: n };
    }
    case 'MAP':
    case 'VARIANT':
      if (args.length !== 1) return { kind: 'invalid', message: `Write ${word} and its name.` };
      return word === 'MAP' ? { kind: 'map', map: args[0]!.toLowerCase() } : { kind: 'variant', variant: args[0]!.toLowerCase() };
    case 'TAX':
    case 'CAP':
    case 'PURSE':
      // Read whole when the game is made (shared/variants/payola/income.ts), which says what is wrong.
      return { kind: 'directive', line: [word, ...args].join(' ').toUpperCase() };
    case 'EDITION':
      if (args.length !== 1) return { kind: 'invalid', message: 'Write EDITION REVISED or EDITION ORIGINAL (Crystal Ball games).' };
      return { kind: 'edition', edition: args[0]!.toLowerCase() };
    case 'TIMING':
      return timing(args);
    case 'LISTED':
    case 'UNLISTED':
      return args.length === 0 ? { kind: 'listed', listed: word === 'LISTED' } : { kind: 'invalid', message: `Write ${word} alone.` };
    case 'PRIVATE':
      return args.length === 1 ? { kind: 'private', password: args[0]! } : { kind: 'invalid', message: 'Write PRIVATE and the privacy password (one word), which you give to the players you invite.' };
    case 'SHOW':
    case 'NAMES': {
      const rest = args.join(' ').toUpperCase();
      if (rest === (word === 'SHOW' ? 'NAMES' : 'SHOWN')) return { kind: 'show_names' };
      return { kind: 'invalid', message: 'Write SHOW NAMES alone, for a game whose players\' names everyone sees from the start.' };
    }
    case 'SET': {
      const what = (args[0] ?? '').toUpperCase();
      if ((what === 'LISTED' || what === 'UNLISTED') && args.length === 1) return { kind: 'listed', listed: what === 'LISTED' };
      return { kind: 'invalid', message: 'After CREATE, SET takes LISTED or UNLISTED.' };
    }
    case 'FORM':
      return { kind: 'noop', note: 'A game made by mail forms at once.' };
    case 'GAME':
    case 'MASTER':
    case 'PHASE':
      return { kind: 'noop', note: `Ignored: CREATE itself sets the ${word === 'PHASE' ? 'first phase' : word.toLowerCase()}.` };
    case 'DESC':
    case 'DESCRIPTION':
      if (args.length === 0) return { kind: 'invalid', message: `Write ${word} and a few words about the game.` };
      return { kind: 'description', text: restOf(line) };
    case 'NAME':
      if (args.length === 0) return { kind: 'invalid', message: 'Write NAME and the name the game is shown with.' };
      return { kind: 'name', name: restOf(line) };
    case 'OBSERVERS':
      return maxObservers(args, 'OBSERVERS');
    case 'SETUP':
      return args.length === 1 ? { kind: 'setup', setup: args[0]!.toLowerCase() } : { kind: 'invalid', message: 'Write SETUP and the setup for fewer players, e.g. SETUP GLOBAL5 (Global: global5, global4 or global3).' };
    case 'FIRST_ELIMINATION':
      return args.length === 0 ? { kind: 'firstElimination' } : { kind: 'invalid', message: 'Write FIRST_ELIMINATION alone: a Global game then ends at the end of the first year a power is eliminated.' };
    case 'MULTIPLE_ROLES':
      return args.length === 0 ? { kind: 'multipleRoles' } : { kind: 'invalid', message: 'Write MULTIPLE_ROLES alone: one address may then hold more than one role in the game.' };
    default:
      return { kind: 'invalid', message: `"${first}" is not a setting this judge reads after CREATE (${SETTING_WORDS}).` };
  }
}

/** What one line outside a press or a CREATE asks (PRESS and CREATE are read by `readMail`). */
function lineCommand(line: string, context: ReadContext): MailCommand {
  const raw = words(line);
  const [first = '', ...args] = raw;
  const word = first.toUpperCase();
  const none = (command: MailCommand): MailCommand => (args.length === 0 ? command : { kind: 'invalid', message: `Write ${word} alone.` });
  switch (word) {
    case 'SIGNON':
      return signonLike('signon', args, context);
    case 'TAKEOVER':
      return signonLike('takeover', args, context);
    case 'RESIGN':
      if (args.length === 1) return { kind: 'resign_power', power: args[0]! };
      return signonLike('resign', args, context);
    case 'JOIN':
      return join(args, context);
    case 'OBSERVE':
    case 'OBSERVER':
    case 'OBS':
      return observe(args, context);
    case 'MONITOR':
      return observe(args, context, 'monitor');
    case 'INVEST':
    case 'INVESTOR':
    case 'INV':
      // The game says whether it takes investors (Payola under EXCHANGE) and why not.
      return observe(args, context, 'investor');
    case 'LIST':
      // LIST MAPS lists the boards; a game named "maps" is read with SUMMARY maps.
      if (args.length === 1 && args[0]!.toUpperCase() === 'MAPS') return { kind: 'list_maps' };
      return readGameArg('list', args);
    case 'SUMMARY':
      return readGameArg('summary', args);
    case 'HISTORY':
      return readGameArg('history', args);
    case 'STATUS':
      return none({ kind: 'status' });
    case 'CLEAR':
      return none({ kind: 'clear' });
    case 'ORDERS':
      return ordersFor(args);
    case 'MAP':
      // The DPjudge's MAP game PS (or PDF) asked for another format: this judge draws SVG only.
      if (args.length === 2 && /^(PS|PDF|GIF|PNG)$/i.test(args[1]!)) return { kind: 'invalid', message: `The judge draws the board as SVG only (any web browser opens it): write MAP ${args[0]} alone.`, said: true };
      return readGameArg('map', args);
    case 'VOTE':
      return vote(args);
    case 'PROPOSE':
      return proposal(args);
    case 'SET':
      return set(args, raw);
    case 'PROCESS':
      return seen(word, args, { kind: 'process', force: false });
    case 'PROCESS!':
      return seen(word, args, { kind: 'process', force: true });
    case 'PREVIEW':
      return none({ kind: 'preview' });
    case 'ROLLBACK':
      return rollback(args);
    case 'ROLLFORWARD':
      return rollforward(args);
    case 'DUMMY':
      return args.length === 1 ? { kind: 'dummy', power: args[0]! } : { kind: 'invalid', message: 'Write DUMMY power.' };
    case 'CONTROL':
      return args.length >= 1
        ? { kind: 'control', power: args[0]!, controllers: args.slice(1).flatMap((a) => a.split(',')).filter((a) => a !== '') }
        : { kind: 'invalid', message: 'Write CONTROL power and the powers that control it in turn (or MASTER), e.g. CONTROL ITALY AUSTRIA; CONTROL power alone frees it.' };
    case 'HANDOVER':
      return args.length === 1 ? { kind: 'handover', power: args[0]! } : { kind: 'invalid', message: 'Write HANDOVER power.' };
    case 'TERMINATE':
      return seen(word, args, { kind: 'terminate' });
    case 'ACTIVATE':
      return none({ kind: 'activate' });
    case 'WAIT':
      return none({ kind: 'pause' });
    case 'FORM':
      return { kind: 'noop', message: 'A game forms as soon as it is made.' };
    case 'REVEAL':
      return none({ kind: 'reveal' });
    case 'RENAME':
      return rename(args, context);
    case 'PURGE':
      return purge(args, context);
    case 'REVIVE':
      // REVIVE power [password]: the master's; no password, and the judge makes one.
      return args.length === 1 || args.length === 2
        ? { kind: 'revive', power: args[0]!, ...(args.length === 2 ? { password: args[1]! } : {}) }
        : { kind: 'invalid', message: 'Write REVIVE power, or REVIVE power password to choose his new password.' };
    case 'OFFICIAL': {
      // The subject as written, case kept: the words after OFFICIAL.
      const subject = line.trim().slice(first.length).trim();
      if (subject.length > MAX_OFFICIAL_SUBJECT) return { kind: 'invalid', message: `The OFFICIAL subject is ${subject.length} characters long; it may have ${MAX_OFFICIAL_SUBJECT} at most.` };
      return { kind: 'official', subject: subject === '' ? null : subject };
    }
    case 'ENDPRESS':
    case 'ENDBROADCAST':
      return { kind: 'noop', message: 'No press was open.' };
    case 'ACCEPT':
      if (args[0]?.toUpperCase() === 'FOR') {
        return args.length < 3 ? { kind: 'invalid', message: ACCEPT_USAGE } : { kind: 'accept', for: args[1]!.toUpperCase(), list: args.slice(2).join('') };
      }
      return args.length === 0 ? { kind: 'invalid', message: ACCEPT_USAGE } : { kind: 'accept', list: args.join('') };
    case 'TRANSFER':
      return transfer(args);
    case 'DIVIDEND':
    case 'PRICE':
    case 'BUY':
    case 'SELL':
    case 'ELECT':
      return exchangeLine(word, args);
    case 'DECK':
      return deck(args);
    case 'PLAY':
    case 'PASS':
      // A decision at the Card table has a clock of seconds: mail is too slow for it.
      return { kind: 'unbuilt', message: `${word} is not taken by mail. ${LIVE_TURN}` };
    default:
      if (startsLikeOffer(line)) return { kind: 'offer', text: line.trim() };
      return startsLikeOrder(line) ? { kind: 'order', text: line.trim() } : { kind: 'prose', signature: false };
  }
}

const ACCEPT_USAGE = 'Write ACCEPT and your acceptance list, the initials of the powers whose money you prefer, best first, and ? for the others in a random order: ACCEPT FGE? (the master: ACCEPT FOR FRANCE FGE?; a Payola game).';
const TRANSFER_USAGE = 'Write TRANSFER, the whole number of silver pieces and the power they go to: TRANSFER 10 TO GERMANY (or TRANSFER 10 GERMANY; the master: TRANSFER 10 FROM FRANCE TO GERMANY; a Payola game).';

/** TRANSFER 10 TO GERMANY, TRANSFER 10 GERMANY (AGP may follow the amount); the master's TRANSFER 10 FROM FRANCE TO GERMANY. */
function transfer(args: readonly string[]): MailCommand {
  const words = args.map((a) => a.toUpperCase());
  const [amount = '', ...rest] = words;
  if (rest[0] === 'AGP') rest.shift();
  let from: string | undefined;
  if (rest[0] === 'FROM' && rest.length > 1) {
    from = rest[1];
    rest.splice(0, 2);
  }
  if (rest[0] === 'TO') rest.shift();
  if (!/^\d{1,9}$/.test(amount) || rest.length !== 1) return { kind: 'invalid', message: TRANSFER_USAGE };
  const n = Number(amount);
  if (n < 1) return { kind: 'invalid', message: `A transfer sends 1 silver piece or more, not ${amount}. ${TRANSFER_USAGE}` };
  return { kind: 'transfer', amount: n, to: rest[0]!, ...(from === undefined ? {} : { from }) };
}

/** DECK AS KH 10D (commas may part the cards); the master's DECK FOR FRANCE AS KH. */
function deck(args: readonly string[]): MailCommand {
  const cards = args.flatMap((a) => a.split(',')).filter((a) => a !== '').map((a) => a.toUpperCase());
  if (cards[0] === 'FOR') {
    if (cards.length < 2) return { kind: 'invalid', message: 'Write DECK FOR, the power, and the cards wanted on top of its deck: DECK FOR FRANCE AS KH 10D.' };
    return { kind: 'deck', for: cards[1]!, cards: cards.slice(2) };
  }
  return { kind: 'deck', cards };
}

/** Commands that enter or sign on to a game: `COMMAND place password`. */
const ENTRY_WORDS = new Set(['SIGNON', 'TAKEOVER', 'OBSERVE', 'OBSERVER', 'OBS', 'MONITOR', 'INVEST', 'INVESTOR', 'INV', 'CREATE', 'PURGE']);

/**
 * Commands that carry a password, and the word it begins at (every word from there on is
 * masked). Any `WORD name@game password` is one, known or not (SPY spies@game pw, a player
 * type a game may ALLOW), and a lone word after an entry command may be a password
 * written without its place.
 */
function passwordFrom(line: string): number | null {
  const all = words(line);
  const word = (all[0] ?? '').toUpperCase();
  if (ENTRY_WORDS.has(word)) return all.length === 2 && !all[1]!.includes('@') ? 1 : 2;
  switch (word) {
    case 'RESIGN':
      return all.length > 2 ? 2 : null;
    case 'REVIVE':
      return all.length > 2 ? 2 : null;
    case 'RENAME':
      return all.length > 3 ? 3 : all.length === 3 ? 2 : null;
    case 'JOIN':
      return all.length === 2 ? 1 : 2;
    case 'SET':
      return (all[1] ?? '').toUpperCase() === 'PASSWORD' ? 2 : null;
    default:
      // A lone @ is no place (name@game): it is the hold-wildcard code of a Payola offer, "1 @ A VEN - PIE".
      return all.length >= 3 && all[1]!.includes('@') && all[1] !== '@' ? 2 : null;
  }
}

/** A line after CREATE as the reply may quote it: the privacy password of PRIVATE (or a PASSWORD line) masked. */
function settingEcho(line: string): string {
  const all = words(line);
  return ['PRIVATE', 'PASSWORD'].includes((all[0] ?? '').toUpperCase()) && all.length > 1 ? `${all[0]} ${MASKED}` : line.trim();
}

/** The line as the reply quotes it: the password, and anything after it, masked. */
export function echoOf(line: string): string {
  const from = passwordFrom(line);
  const trimmed = line.trim();
  if (from === null) return trimmed;
  const all = words(line);
  if (all.length <= from) return trimmed;
  return [...all.slice(0, from), MASKED].join(' ');
}

/**
 * Reads a mail's command lines (already freed of quotes and signatures, body.ts) into its
 * commands. A PRESS or BROADCAST takes the lines after it up to ENDPRESS, ENDBROADCAST or
 * SIGNOFF (or the end of the mail); a press that runs into a SIGNON or another command that
 * signs on is not sent, lest passwords go out with it. A CREATE takes the lines after it as
 * the game's settings, up to SIGNOFF or a command that signs on. SIGNOFF ends the mail.
 */
export function readMail(lines: readonly string[], context: ReadContext): ReadMail {
  const items: Item[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const word = keyword(line);
    if (word === 'SIGNOFF') {
      items.push({ lines: [i], command: { kind: 'signoff' }, echo: line.trim() });
      return { items: gatherProse(items, lines), unread: lines.slice(i + 1).filter((l) => l.trim() !== '').length };
    }
    if (word === 'PRESS' || word === 'BROADCAST') {
      const header = pressHeader(word, words(line).slice(1));
      const start = i;
      const body: string[] = [];
      let j = i + 1;
      let ranInto: string | null = null;
      while (j < lines.length) {
        const next = keyword(lines[j]!);
        if (ENDS_PRESS.has(next)) break;
        if (signsOn(lines[j]!, context)) {
          ranInto = next;
          break;
        }
        body.push(lines[j]!);
        j++;
      }
      const ends = j < lines.length && ranInto === null && keyword(lines[j]!) !== 'SIGNOFF';
      const covered = [...Array.from({ length: j - start }, (_, k) => start + k), ...(ends ? [j] : [])];
      const text = body.join('\n').replace(/^\n+|\n+$/g, '');
      let command: MailCommand;
      if (ranInto !== null) command = { kind: 'invalid', said: true, message: `Not sent: it runs into a ${ranInto} line, which would have gone out with it. End each press with ENDPRESS.` };
      else if ('invalid' in header) command = { kind: 'invalid', message: `This press was not sent. ${header.invalid}` };
      else if (text.trim() === '') command = { kind: 'invalid', said: true, message: 'Not sent: it is empty.' };
      else command = { kind: 'press', to: header.to, quiet: header.quiet, body: text, ...(header.grey ? { grey: true as const } : {}), ...(header.fakeTo === undefined ? {} : { fakeTo: header.fakeTo }), ...(header.fakeFrom === undefined ? {} : { fakeFrom: header.fakeFrom }) };
      items.push({ lines: covered, command, echo: line.trim() });
      i = ends ? j + 1 : j;
      continue;
    }
    if (word === 'CREATE') {
      const args = words(line).slice(1);
      const settings: SettingLine[] = [];
      let j = i + 1;
      while (j < lines.length) {
        const next = keyword(lines[j]!);
        if (next === 'SIGNOFF' || SESSION_WORDS.has(next)) break;
        if (lines[j]!.trim() !== '') settings.push({ line: j, setting: setting(lines[j]!) });
        j++;
      }
      let command: MailCommand;
      const game = args[0]?.toLowerCase();
      if (args.length < 2 || args.length > 3 || game === undefined) command = { kind: 'invalid', message: usage.create };
      else if (!GAME_NAME.test(game)) command = { kind: 'invalid', message: `"${args[0]}" cannot name a game: use 1 to 40 letters and digits. ${usage.create}` };
      else command = { kind: 'create', game, password: args[1]!, variant: args[2]?.toLowerCase() ?? null, settings };
      const echoes = new Map(settings.map((s) => [s.line, settingEcho(lines[s.line]!)] as const).filter(([at, e]) => e !== lines[at]!.trim()));
      items.push({ lines: [i, ...settings.map((s) => s.line)], command, echo: echoOf(line), ...(echoes.size === 0 ? {} : { echoes }) });
      i = j;
      continue;
    }
    items.push({ lines: [i], command: lineCommand(line, context), echo: echoOf(line) });
    i++;
  }
  return { items: gatherProse(items, lines), unread: 0 };
}

/**
 * Whether a line inside a press is a command that signs on, written as one: the press is
 * then not sent, lest its password go out with it. "Join me against Russia" is press.
 */
function signsOn(line: string, context: ReadContext): boolean {
  const word = keyword(line);
  const count = words(line).length;
  if (word === 'CREATE') return count === 3 || count === 4;
  if (word === 'RESIGN') return count === 3;
  if (!SESSION_WORDS.has(word)) return false;
  return lineCommand(line, context).kind !== 'invalid' && count <= 4;
}

/**
 * Lines of prose are answered once for each run of them, not once a line, so that a
 * signature written without "-- " does not bury the real errors: the run that closes a
 * mail after something the judge did read is taken for the signature.
 */
function gatherProse(items: readonly Item[], lines: readonly string[]): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.command.kind === 'prose' && last?.command.kind === 'prose') {
      out[out.length - 1] = { ...last, lines: [...last.lines, ...item.lines] };
    } else out.push(item);
  }
  // After the first run, the others are answered in a word: the real errors stay in view.
  let seen = false;
  out.forEach((item, k) => {
    if (item.command.kind !== 'prose') return;
    if (seen) out[k] = { ...item, command: { kind: 'prose', signature: false, again: true } };
    seen = true;
  });
  const last = out[out.length - 1];
  const read = out.length > 1 && out.slice(0, -1).some((i) => i.command.kind !== 'signoff');
  if (last !== undefined && last.command.kind === 'prose' && read && last.lines.every((at) => looksLikeProse(lines[at]!))) out[out.length - 1] = { ...last, command: { kind: 'prose', signature: true } };
  return out;
}
