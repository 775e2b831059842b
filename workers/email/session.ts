import { z } from 'zod';
import { listedByDefault } from '../../shared/game/create';
import type { Contact, GameSettings, OrderAnswer, Vote } from '../../shared/game/types';
import { boardInfo } from '../../shared/map/boards';
import type { PowerName } from '../../shared/map/types';
import type { Result } from '../../shared/result';
import { createGameRequest } from '../../shared/schemas/api';
import { listGames } from '../db/archive';
import type { Env } from '../env';
import type { RoomErrorCode } from '../room/result';
import type { DoorCommand } from '../room/commands';
import { mapAnswer, type MailAttachment } from './map-reply';
import type { MailCredential, MailDone, MailRead, MailRole, MailStep } from '../room/mail';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../room/passwords';
import { privacyProof } from '../room/privacy';
import { hashSecret, newId, newSecret } from '../room/secrets';
import { reviveCommand } from '../room/revive';
import type { Item, MailCommand, ReadContext, ReadMail, Setting } from './commands';
import { boardOfGame, type MailBoard } from './board';
import { planDeck } from './card-deck';
import { planExchange } from './exchange-plan';
import { absenceTimes } from './absence';
import { deadlineAt } from './deadline';
import { powerNamed, recipientsNamed } from './powers';
import { pressFormOf } from './press-forms';
import { checkSignOn } from './sign-on';
import { gameListText, mapListText } from './texts';
import { utcTime } from '../../shared/text/time';
import { proposedEnding } from '../../shared/text/proposal';
import { readAcceptList } from '../../shared/variants/payola/accept';
import { listOf, phaseTitle } from '../../shared/text/words';
import { shortPhase } from '../../shared/map/season';

/**
 * Carries out a mail's commands, SIGNON by SIGNON, and says what became of each. A SIGNON
 * (or a command that stands for one: JOIN, OBSERVE, TAKEOVER, RESIGN, CREATE) opens a
 * block that runs to the next; the block's commands go to the game's room in one call, in
 * the order written, except that its order lines are sent together as the power's orders
 * after the rest (they replace the orders on file, as DPjudge has it; those under an
 * ORDERS line go together as the whole list for the phase it names), and a RESIGN last,
 * so that a parting press goes first. A read (LIST, SUMMARY, HISTORY, STATUS) shows the game
 * where it is written: the orders and commands above it sent first, those below it after.
 */

/** Who sent the mail. */
export interface Sender {
  readonly address: string;
  /** The display name of the From header, if any. */
  readonly name: string | null;
}

/** What became of one command of the mail, as the reply tells it. */
export interface Told {
  readonly item: Item;
  /** Sentences under the quoted lines. */
  readonly notes: readonly string[];
  /** A sentence under one of the item's lines (the settings of a CREATE), by line. */
  readonly lineNotes?: ReadonlyMap<number, string>;
  /** A text shown after it: a game, a summary, a history, a status, a preview. */
  readonly text?: string;
  /** A file sent with the reply (MAP: the board). */
  readonly attachment?: MailAttachment;
}

/** The mail carried out: each command's fate, and the orders that end the reply. */
export interface Ran {
  readonly told: readonly Told[];
  /** The orders as they now stand, one text for each sign-on that has some. */
  readonly closing: readonly string[];
  /** The games the mail reached (signed on to, or read), once each: the reply ends with their web addresses. */
  readonly games: readonly string[];
}


const SIGN_ON_WORDS = 'No one in that game signs on with that name and password.';
const SIGN_ON_FIRST = 'Not done: sign on first (SIGNON power@game password).';

/** A sentence for a refusal of the room, in mail's words where the room speaks the web's. */
function refusal(code: RoomErrorCode, message: string, game: string): string {
  switch (code) {
    case 'bad_secret':
      return SIGN_ON_WORDS;
    case 'no_game':
      return `There is no game named ${game}.`;
    case 'power_required':
      return 'You play no power in this game.';
    case 'secret_required':
      return SIGN_ON_FIRST;
    default:
      return message;
  }
}

/** The master's commands whose answer names the phase the game is in after them. */
const SAYS_PHASE: ReadonlySet<MailCommand['kind']> = new Set(['process', 'rollback', 'rollforward', 'activate']);

/** What to write instead, after a refusal a master or player can get past. */
function refusalHint(c: MailCommand, code: RoomErrorCode): string {
  if (c.kind === 'process' && !c.force && code === 'not_ready') return " PROCESS! processes the phase now: powers without orders get the judge's default ones.";
  if (c.kind === 'transfer' && code === 'power_required') return ` Write whose silver it is: TRANSFER ${c.amount} FROM FRANCE TO ${c.to}.`;
  if (c.kind === 'deck' && code === 'power_required') return ` Write whose deck it is: DECK FOR FRANCE ${c.cards.join(' ')}.`;
  if (c.kind === 'accept' && code === 'power_required') return ` Write whose list it is: ACCEPT FOR FRANCE ${c.list.toUpperCase()}.`;
  if ((c.kind === 'dividend' || c.kind === 'share_price') && code === 'power_required') return ` Write whose company it is: ${c.kind === 'dividend' ? 'DIVIDEND' : 'PRICE'} FOR FRANCE ${c.kind === 'dividend' ? c.perShare : c.price}.`;
  return '';
}

const isStart = (c: MailCommand): boolean =>
  c.kind === 'signon' || c.kind === 'join' || c.kind === 'observe' || c.kind === 'takeover' || c.kind === 'resign' || c.kind === 'create' || c.kind === 'rename' || c.kind === 'purge';

/** A block of the mail: the command that signs on (none before the first), and what follows it. */
interface Block {
  readonly start: Item | null;
  readonly items: readonly Item[];
}

function blocksOf(items: readonly Item[]): Block[] {
  const blocks: { start: Item | null; items: Item[] }[] = [{ start: null, items: [] }];
  for (const item of items) {
    if (isStart(item.command)) blocks.push({ start: item, items: [] });
    else blocks[blocks.length - 1]!.items.push(item);
  }
  return blocks.filter((b) => b.start !== null || b.items.length > 0);
}

/** Carries out the whole mail. */
export async function runMail(env: Env, mail: ReadMail, sender: Sender, context: ReadContext, now: number): Promise<Ran> {
  const told: Told[] = [];
  const closing: string[] = [];
  const games = new Set<string>();
  const hashes: SlowHashes = { signOn: false, newPassword: false };
  for (const block of blocksOf(mail.items)) {
    const refused = block.start === null ? null : overBudget(block.start.command, hashes);
    if (refused !== null) {
      const below = refused === ONE_SIGN_ON ? 'Not done: the sign-on above was not tried.' : 'Not done: the line above was not carried out.';
      told.push({ item: block.start!, notes: [refused] }, ...block.items.map((item) => standalone(item) ?? { item, notes: [below] }));
      continue;
    }
    const ran =
      block.start === null
        ? await runUnsigned(env, block.items, context)
        : block.start.command.kind === 'purge'
          ? await runPurge(env, block.start, block.start.command, block.items, sender)
          : await runSigned(env, block.start, block.items, sender, now, hashes);
    told.push(...ran.told);
    if (ran.closing !== undefined) closing.push(ran.closing);
    for (const game of ran.games ?? []) games.add(game);
  }
  return { told, closing, games: [...games] };
}

/**
 * PURGE game password: the master's password signs on (as RENAME's does), and the room
 * erases the game if it is forming and nobody has joined. The lines under it have no game
 * left to act on.
 */
async function runPurge(env: Env, start: Item, c: Extract<MailCommand, { kind: 'purge' }>, items: readonly Item[], sender: Sender): Promise<{ told: Told[]; closing?: string; games?: string[] }> {
  const checked = await checkSignOn(env, c.game, 'MASTER', c.password, sender.address);
  const purged = checked.ok ? await env.GAME_ROOM.getByName(c.game).purge(checked.credential, sender.address) : null;
  const note =
    !checked.ok
      ? checked.note
      : purged!.ok
        ? `Game ${c.game} is purged: it is gone, with its rows in the archive, and its name is free for a new game.`
        : `Not purged: ${refusal(purged!.error.code, purged!.error.message, c.game)}`;
  const below = purged?.ok === true ? 'Not done: the game above is purged.' : 'Not done: the PURGE above was not carried out.';
  return { told: [{ item: start, notes: [note] }, ...items.map((item) => standalone(item) ?? { item, notes: [below] })] };
}

/** The one answer every command that needs no game gets wherever it is written. */
function standalone(item: Item): Told | null {
  const c = item.command;
  switch (c.kind) {
    case 'unbuilt':
      return { item, notes: [`Not built: ${c.message}`] };
    case 'invalid':
      return { item, notes: [c.said === true ? c.message : `Not understood: ${c.message}`] };
    case 'noop':
      return { item, notes: [c.message] };
    case 'prose':
      if (c.signature) return { item, notes: ['Taken for your signature: not read.'] };
      if (c.again === true) return { item, notes: ['Not understood either.'] };
      return { item, notes: [`Not understood: ${item.lines.length === 1 ? 'this line is' : `these ${item.lines.length} lines are`} neither a command nor an order.`] };
    case 'signoff':
      return { item, notes: ['Signed off: the judge read no further.'] };
    case 'list_maps':
      return { item, notes: [], text: mapListText() };
    default:
      return null;
  }
}

async function runUnsigned(env: Env, items: readonly Item[], context: ReadContext): Promise<{ told: Told[]; closing?: string; games?: string[] }> {
  const told: Told[] = [];
  const games: string[] = [];
  for (const item of items) {
    const plain = standalone(item);
    if (plain !== null) {
      told.push(plain);
      continue;
    }
    const c = item.command;
    switch (c.kind) {
      case 'list':
      case 'summary':
      case 'history':
      case 'map': {
        const game = c.game ?? context.game;
        if (game === null && c.kind === 'list') {
          told.push({ item, notes: [], text: await gameList(env) });
        } else if (game === null) {
          told.push({ item, notes: [`Not understood: name the game (${c.kind.toUpperCase()} game).`] });
        } else {
          const answer = await env.GAME_ROOM.getByName(game).mail(null, [], [c.kind]);
          const text = answer.ok ? (answer.value.texts[c.kind] ?? '') : '';
          if (!answer.ok) told.push({ item, notes: [refusal(answer.error.code, answer.error.message, game)] });
          else told.push(c.kind === 'map' ? { item, ...mapAnswer(text, game, answer.value.phase) } : { item, notes: [], text });
          if (answer.ok) games.push(game);
        }
        break;
      }
      case 'order':
      case 'offer':
        told.push({ item, notes: ['Not understood: this is no command, and no order either until you sign on as a power.'] });
        break;
      default:
        told.push({ item, notes: [SIGN_ON_FIRST] });
    }
  }
  return { told, games };
}

/** LIST with no game: the listed games forming or running. */
async function gameList(env: Env): Promise<string> {
  const [forming, active] = await Promise.all([listGames(env.DB, { status: 'forming', limit: 50 }), listGames(env.DB, { status: 'active', limit: 50 })]);
  if (!forming.ok || !active.ok) return 'The list of games cannot be read just now; try again later.';
  return gameListText([...forming.value.games, ...active.value.games]);
}

/** How a sign-on went: the credential the block's commands go with, or why there is none. */
type Opened =
  /** `board`: the game's board and variant, when opening it needed them (a power named); else the block asks for them. */
  | { readonly ok: true; readonly game: string; readonly credential: MailCredential; readonly notes: string[]; readonly board?: MailBoard }
  | { readonly ok: false; readonly game: string; readonly notes: string[]; readonly lineNotes?: Map<number, string> };

/** A new password: a shorter one made before still signs on, but none is made now. */
const password = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
const badPassword = `A password is one word of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`;

/** A newcomer's answer: his seat, how to sign on, and his web secret. */
function welcome(game: string, as: string, secret: string, role: string): string[] {
  return [`${role}. Sign on in later mail with SIGNON ${as}@${game} and your password.`, secretLine(secret)];
}

/** The line that gives a player or an observer his secret, the one time it is shown. */
const secretLine = (secret: string): string => `Your secret for the web (shown this once, keep it): ${secret}`;

/** A sign-on by name and password, its slow hash run here (checkSignOn); a lock-out is answered at once. */
async function byPassword(env: Env, game: string, who: string, password: string, from: string): Promise<Opened> {
  const checked = await checkSignOn(env, game, who, password, from);
  return checked.ok ? { ok: true, game, credential: checked.credential, notes: [] } : { ok: false, game, notes: [checked.note] };
}

/**
 * The slow hashes a mail has spent: one sign-on by password (SIGNON, RESIGN, TAKEOVER
 * master), so that a mail of many is not many guesses, and one new password (JOIN,
 * OBSERVE, TAKEOVER of a power, CREATE, SET PASSWORD), so that a mail of many cannot hold
 * the Worker for seconds of PBKDF2. Each is the first of its kind in the mail.
 */
interface SlowHashes {
  signOn: boolean;
  newPassword: boolean;
}

const ONE_SIGN_ON = 'Not tried: the judge tries one sign-on by password a mail, the first; send this one in a mail of its own.';
const ONE_NEW_PASSWORD = 'Not done: the judge takes one new password a mail, the first; send this one in a mail of its own.';

/** The answer to a block's first line that would spend a slow hash the mail has spent already, or null (and it is spent). */
function overBudget(c: MailCommand, hashes: SlowHashes): string | null {
  const master = (c.kind === 'takeover' && ['MASTER', 'M'].includes(c.who.toUpperCase())) || c.kind === 'rename' || c.kind === 'purge';
  if (c.kind === 'signon' || c.kind === 'resign' || master) {
    if (hashes.signOn) return ONE_SIGN_ON;
    hashes.signOn = true;
  } else if (c.kind === 'join' || c.kind === 'observe' || c.kind === 'takeover' || c.kind === 'create') {
    // A password refused for its length is answered as such, and costs nothing.
    if (!password.safeParse(c.password).success) return null;
    if (hashes.newPassword) return ONE_NEW_PASSWORD;
    // A private game's privacy password is checked by a slow hash too, counted as a sign-on's.
    const privacy = (c.kind === 'join' || c.kind === 'takeover') && c.privacy !== undefined;
    if (privacy && hashes.signOn) return ONE_SIGN_ON;
    hashes.newPassword = true;
    if (privacy) hashes.signOn = true;
  }
  return null;
}

/** Opens the block: signs on, or joins, observes, takes over, creates. */
async function open(env: Env, start: Item, sender: Sender): Promise<Opened> {
  const c = start.command;
  switch (c.kind) {
    case 'signon':
    case 'resign':
      return byPassword(env, c.game, c.who, c.password, sender.address);
    case 'rename':
      // RENAME stands for the master's SIGNON, as on the DPjudge.
      return byPassword(env, c.game, 'MASTER', c.password, sender.address);
    case 'join': {
      if (!password.safeParse(c.password).success) return { ok: false, game: c.game, notes: [`Not joined: ${badPassword}`] };
      const board = await boardOfGame(env, c.game);
      const map = board.map;
      const power = c.power === null ? null : powerNamed(map, c.power);
      if (c.power !== null && power === null) return { ok: false, game: c.game, notes: [`Not joined: ${c.power} is not a power of this game.`] };
      const secret = newSecret();
      const [secretHash, passwordHash, privacy] = await Promise.all([hashSecret(secret), hashPassword(c.password), privacyProof(env, c.game, c.privacy)]);
      const acted = await env.GAME_ROOM.getByName(c.game).act(null, {
        ...privacy,
        type: 'join',
        playerId: newId(),
        name: sender.name ?? 'A mail player',
        secretHash,
        passwordHash,
        contact: { email: sender.address, by: 'mail' },
        ...(power === null ? {} : { power }),
      }, sender.address);
      if (!acted.ok) {
        // A power named where powers are dealt: the same JOIN without it is what he meant.
        const instead = power !== null && acted.error.code === 'not_allowed' ? ` Write JOIN ${c.game} password, naming no power, and one is dealt to you.` : '';
        return { ok: false, game: c.game, notes: [`Not joined: ${refusal(acted.error.code, acted.error.message, c.game)}${instead}`] };
      }
      const seat = acted.value.seat ?? null;
      const started = acted.value.game.status === 'active' ? '. The game is full and has started' : '';
      if (seat === null) {
        // POWER_CHOICE without a choice: the power is dealt at the start, from those nobody chose.
        return {
          ok: true,
          game: c.game,
          credential: { kind: 'secret', secret },
          board,
          notes: [
            `Joined game ${c.game}. Your power is dealt when the game starts, from those nobody has chosen: the judge writes to tell you which. Then sign on with SIGNON power@${c.game} and your password.`,
            secretLine(secret),
          ],
        };
      }
      return { ok: true, game: c.game, credential: { kind: 'secret', secret }, board, notes: welcome(c.game, seat, secret, `Joined game ${c.game} as ${seat}${started}`) };
    }
    case 'observe': {
      if (!password.safeParse(c.password).success) return { ok: false, game: c.game, notes: [`Not added: ${badPassword}`] };
      const board = await boardOfGame(env, c.game);
      const map = board.map;
      if (c.name.toUpperCase() === 'MASTER' || c.name.toUpperCase() === 'M' || powerNamed(map, c.name) !== null) {
        return { ok: false, game: c.game, notes: [`Not added: ${c.name} names the master or a power; choose another name.`] };
      }
      const secret = newSecret();
      const [secretHash, passwordHash] = await Promise.all([hashSecret(secret), hashPassword(c.password)]);
      const acted = await env.GAME_ROOM.getByName(c.game).act(null, {
        type: 'observe',
        playerId: newId(),
        name: c.name,
        secretHash,
        passwordHash,
        contact: { email: sender.address, by: 'mail' },
        ...(c.monitor === true ? { monitor: true } : {}),
        ...(c.investor === true ? { investor: true } : {}),
      }, sender.address);
      if (!acted.ok) return { ok: false, game: c.game, notes: [`Not added: ${refusal(acted.error.code, acted.error.message, c.game)}`] };
      // A monitor is not someone who logs in on the web: he is given no secret for it.
      if (c.monitor === true) return { ok: true, game: c.game, credential: { kind: 'secret', secret }, board, notes: monitorWelcome(c.game, c.name) };
      const role = c.investor === true ? `You invest in game ${c.game} as ${c.name}` : `You observe game ${c.game} as ${c.name}`;
      return { ok: true, game: c.game, credential: { kind: 'secret', secret }, board, notes: welcome(c.game, c.name, secret, role) };
    }
    case 'takeover': {
      const who = c.who.toUpperCase();
      // The master's seat passes by its password: whoever has it signs on as the master.
      if (who === 'MASTER' || who === 'M') return byPassword(env, c.game, 'MASTER', c.password, sender.address);
      if (!password.safeParse(c.password).success) return { ok: false, game: c.game, notes: [`Not taken over: ${badPassword}`] };
      const board = await boardOfGame(env, c.game);
      const map = board.map;
      const power = powerNamed(map, c.who);
      if (power === null) return { ok: false, game: c.game, notes: [`Not taken over: ${c.who} is not a power of this game.`] };
      const secret = newSecret();
      const [secretHash, passwordHash, privacy] = await Promise.all([hashSecret(secret), hashPassword(c.password), privacyProof(env, c.game, c.privacy)]);
      const acted = await env.GAME_ROOM.getByName(c.game).act(null, {
        ...privacy,
        type: 'takeover',
        power,
        playerId: newId(),
        name: sender.name ?? 'A mail player',
        secretHash,
        passwordHash,
        contact: { email: sender.address, by: 'mail' },
      }, sender.address);
      if (!acted.ok) return { ok: false, game: c.game, notes: [`Not taken over: ${refusal(acted.error.code, acted.error.message, c.game)}`] };
      return { ok: true, game: c.game, credential: { kind: 'secret', secret }, board, notes: welcome(c.game, power, secret, `You now play ${power} in game ${c.game}`) };
    }
    case 'create':
      return create(env, c, sender);
    default:
      throw new Error(`${c.kind} does not open a block`);
  }
}

/** The variants a CREATE may name, by the names mail writers use (DPjudge calls Crystal Ball xtalball). */
const VARIANT_NAMES: Readonly<Record<string, GameSettings['variant']>> = {
  standard: 'standard',
  crystal_ball: 'crystal_ball',
  crystalball: 'crystal_ball',
  xtalball: 'crystal_ball',
  payola: 'payola',
  solitaire: 'solitaire',
  card: 'card',
  global: 'global',
};

/** The settings a CREATE's lines give, checked as the web API checks them, or the notes on the lines at fault. */
function settingsOf(c: Extract<MailCommand, { kind: 'create' }>): { settings: GameSettings; privacy?: string } | { lineNotes: Map<number, string>; note: string } {
  const lineNotes = new Map<number, string>();
  const body: Record<string, unknown> = { name: c.game, variant: c.variant ?? 'standard', rules: [] as string[], deadlines: {} };
  let bad = false;
  for (const { line, setting } of c.settings) {
    const s: Setting = setting;
    switch (s.kind) {
      case 'rules':
        // RULE SOLITAIRE, as a DPjudge CREATE asks for one, names the kind of game here.
        if (s.rules.includes('SOLITAIRE')) body.variant = 'solitaire';
        (body.rules as string[]).push(...s.rules.filter((r) => r !== 'SOLITAIRE'));
        break;
      case 'victory':
        body.victory = s.centres;
        break;
      case 'map':
        body.map = s.map;
        break;
      case 'variant':
        body.variant = s.variant;
        break;
      case 'edition':
        body.edition = s.edition;
        break;
      case 'directive':
        body.directives = [...((body.directives as string[] | undefined) ?? []), s.line];
        break;
      case 'timing':
        body.deadlines = { ...(body.deadlines as object), ...s.minutes };
        break;
      case 'listed':
        body.listed = s.listed;
        break;
      case 'private':
        body.privacyPassword = s.password;
        break;
      case 'show_names':
        body.showNames = true;
        break;
      case 'description':
        body.description = typeof body.description === 'string' ? `${body.description} ${s.text}` : s.text;
        break;
      case 'name':
        body.name = s.name;
        break;
      case 'multipleRoles':
        body.multipleRoles = true;
        break;
      case 'max_observers':
        body.maxObservers = s.max;
        break;
      case 'firstElimination':
        body.firstElimination = true;
        break;
      case 'setup':
        body.setup = s.setup;
        break;
      case 'unbuilt':
        lineNotes.set(line, `Not built: ${s.message}`);
        bad = true;
        break;
      case 'noop':
        lineNotes.set(line, s.note);
        break;
      case 'invalid':
        lineNotes.set(line, `Not understood: ${s.message}`);
        bad = true;
        break;
    }
  }
  if (bad) return { lineNotes, note: 'Not created: put right the lines marked below and send the whole CREATE again.' };
  const variant = VARIANT_NAMES[String(body.variant)];
  if (variant === undefined) return { lineNotes, note: `Not created: the ${String(body.variant)} variant is not built; games here are standard, crystal_ball, payola, solitaire, card or global.` };
  body.variant = variant;
  // A Global game is played on the Global board (its setups for fewer players are a SETUP line's).
  if (variant === 'global' && body.map === undefined) body.map = 'global';
  const parsed = createGameRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { lineNotes, note: `Not created: ${issue === undefined ? 'the settings do not read' : `${issue.path.join('.')}: ${issue.message}`}.` };
  }
  const v = parsed.data;
  return {
    settings: {
      name: v.name,
      variant: v.variant,
      ...(v.edition === undefined ? {} : { edition: v.edition }),
      ...(v.directives === undefined ? {} : { directives: v.directives }),
      map: v.map,
      rules: v.rules,
      deadlines: v.deadlines,
      listed: v.listed ?? listedByDefault(v.variant),
      ...(v.victory === undefined ? {} : { victory: v.victory }),
      ...(v.showNames ? { showNames: true } : {}),
      ...(v.multipleRoles === undefined ? {} : { multipleRoles: v.multipleRoles }),
      ...(v.description === undefined ? {} : { description: v.description }),
      ...(v.maxObservers === undefined ? {} : { maxObservers: v.maxObservers }),
      ...(v.firstElimination === true ? { firstElimination: true as const } : {}),
      ...(v.setup === undefined ? {} : { setup: v.setup }),
    },
    ...(v.privacyPassword === undefined ? {} : { privacy: v.privacyPassword }),
  };
}

async function create(env: Env, c: Extract<MailCommand, { kind: 'create' }>, sender: Sender): Promise<Opened> {
  if (!password.safeParse(c.password).success) return { ok: false, game: c.game, notes: [`Not created: ${badPassword}`] };
  const made = settingsOf(c);
  if ('note' in made) return { ok: false, game: c.game, notes: [made.note], lineNotes: made.lineNotes };
  const secret = newSecret();
  // A private game's privacy password is hashed too: a CREATE costs two slow hashes, as a SIGNON and a new password do.
  const [secretHash, passwordHash, privacyHash] = await Promise.all([hashSecret(secret), hashPassword(c.password), made.privacy === undefined ? undefined : hashPassword(made.privacy)]);
  // The address the CREATE came from is the master's: the judge writes to him there.
  const contact: Contact = { email: sender.address, by: 'mail' };
  const settings: GameSettings = privacyHash === undefined ? made.settings : { ...made.settings, privacyHash };
  const created = await env.GAME_ROOM.getByName(c.game).create(c.game, settings, secretHash, passwordHash, contact);
  if (!created.ok) {
    const why = created.error.code === 'game_exists' ? `A game named ${c.game} exists already.` : created.error.message;
    return { ok: false, game: c.game, notes: [`Not created: ${why}`] };
  }
  return {
    ok: true,
    game: c.game,
    credential: { kind: 'secret', secret },
    notes: [
      `Game ${c.game} is made and ${created.value.status === 'active' ? `started (${created.value.phase})` : 'forming'}${created.value.variant === 'crystal_ball' ? ', a Crystal Ball game' : created.value.variant === 'payola' ? ', a Payola game' : created.value.variant === 'solitaire' ? ', a Solitaire game' : created.value.variant === 'card' ? ', a Card Diplomacy game' : created.value.variant === 'global' ? ', a Global Diplomacy game' : ''}${created.value.map === 'standard' ? '' : ` on the ${boardInfo(created.value.map)?.title ?? created.value.map} board`}; you are its master. Rules: ${created.value.rules.join(', ') || 'none'}. ${namesNote(created.value)}`,
      // A Solitaire game opens with every power the master's dummy: nobody joins it.
      created.value.status === 'active'
        ? `You order every power (ORDERS power, then the orders) and move the game on with PROCESS. Sign on as the master with SIGNON master@${c.game} and your password.`
        : `Players join with JOIN ${c.game} password. Sign on as the master with SIGNON master@${c.game} and your password.`,
      `The judge writes to you at ${sender.address}: the start, every result, press to the master, and who joins, resigns or takes over. SET ADDRESS after SIGNON changes it.`,
      `The master's secret for the web (shown this once, keep it): ${secret}`,
    ],
  };
}

/** What CREATE's reply says of the players' names: shown (SHOW NAMES), or secret until the end, or until REVEAL. */
function namesNote(game: { readonly showNames: boolean; readonly rules: readonly string[] }): string {
  if (game.showNames) return 'Everyone sees who plays which power (SHOW NAMES).';
  return `Who plays which power stays between you and each player until ${game.rules.includes('NO_REVEAL') ? 'you send REVEAL after the end' : 'the game ends'}.`;
}

/** MONITOR's answer: what a monitor is sent, and what he is not. */
function monitorWelcome(game: string, name: string): string[] {
  return [
    `You monitor game ${game} as ${name}: the judge mails you its results, every change of its deadline and its end, and nothing else. A monitor sends and reads no press and is not listed among the observers.`,
    `To write press, observe it instead (OBSERVE name@${game} password); to stop the mail, sign on (SIGNON ${name}@${game} and your password) and write SET CONTACT WEB.`,
  ];
}

/** A command of the block turned into a step for the room, or the answer it gets at once. */
type Planned =
  | { readonly step: MailStep; readonly said: (done: MailDone) => string }
  | { readonly read: MailRead }
  | { readonly told: string }
  | { readonly order: true }
  | { readonly header: true }
  | { readonly clear: true }
  | { readonly official: string | null };

const contactWords: Readonly<Record<Contact['by'], string>> = {
  mail: 'by mail only',
  web: 'on the web only',
  both: 'by mail and on the web',
};

async function plan(item: Item, game: string, board: MailBoard, sender: Sender, now: number, hashes: SlowHashes): Promise<Planned> {
  const c = item.command;
  const map = board.map;
  switch (c.kind) {
    case 'order':
      return { order: true };
    case 'offer':
      // An offer line is a line of the sheet in a Payola game's movement phase, and words in any other game.
      if (board.variant !== 'payola') return { told: 'Not understood: this line is neither a command nor an order (offer lines are read in Payola games only).' };
      if (board.phase !== null && !board.phase.endsWith('M')) {
        return { told: `Not taken: offers are for movement phases; in ${phaseTitle(map, board.phase)} order your units as in the standard game (A PAR - BUR, BUILD A PAR, WAIVE).` };
      }
      return { order: true };
    case 'accept': {
      const read = readAcceptList(map, c.list);
      const shown = read.ok ? read.value : c.list.toUpperCase();
      if (c.for === undefined) return { step: { type: 'accept', list: c.list }, said: () => `Your acceptance list is now ${shown}.` };
      const power = powerNamed(map, c.for);
      if (power === null) return { told: `Not set: ${c.for} is not a power of this game.` };
      return { step: { type: 'accept', list: c.list, power }, said: () => `${power}'s acceptance list is now ${shown}.` };
    }
    case 'transfer': {
      const to = powerNamed(map, c.to);
      if (to === null) return { told: `Not sent: ${c.to} is not a power of this game.` };
      const from = c.from === undefined ? undefined : powerNamed(map, c.from);
      if (from === null) return { told: `Not sent: ${c.from} is not a power of this game.` };
      return {
        step: { type: 'transfer', to, amount: c.amount, ...(from === undefined ? {} : { power: from }) },
        said: () => (from === undefined ? `Sent ${c.amount} AgP to ${to}: both of you are told by mail.` : `Sent ${c.amount} AgP from ${from} to ${to}: both sides are told by mail.`),
      };
    }
    case 'deck':
      return planDeck(c, game, board);
    case 'dividend':
    case 'share_price':
    case 'buy':
    case 'sell':
    case 'elect':
      return planExchange(c, board);
    case 'orders_for':
      return { header: true };
    case 'official':
      return { official: c.subject };
    case 'clear':
      return { clear: true };
    case 'status':
      return { read: 'status' };
    case 'list':
    case 'summary':
    case 'history':
    case 'map':
      if (c.game !== null && c.game !== game) return { told: `Not done: you are signed on to ${game}; ask about ${c.game} before a SIGNON, or in a mail of its own.` };
      return { read: c.kind };
    case 'press': {
      let to: readonly (PowerName | 'MASTER')[] | 'ALL' = 'ALL';
      if (c.to !== 'ALL') {
        const named = recipientsNamed(map, c.to);
        if (!named.ok) return { told: `Not sent: ${named.error.message}` };
        to = named.value;
      }
      const where = to === 'ALL' ? 'everyone' : to.join(', ');
      const form = pressFormOf(map, c);
      if (!form.ok) return { told: `Not sent: ${form.error.message}` };
      return { step: { type: 'press', to, body: c.body, ...form.value }, said: () => `Sent to ${where}${form.value.grey === true ? ', without your name' : ''}${form.value.fake === undefined ? '' : ' as fake press'}.` };
    }
    case 'wait':
      return { step: { type: 'wait', wait: c.wait }, said: () => (c.wait ? 'WAIT is set: the phase waits for the deadline.' : 'WAIT is cleared.') };
    case 'deadline': {
      const at = deadlineAt(c.when.words, now);
      if (!at.ok) return { told: `Not understood: ${at.error.message}` };
      return { step: { type: 'set_deadline', at: at.value }, said: () => `The deadline is now ${utcTime(at.value)}.` };
    }
    case 'absence': {
      const times = absenceTimes(c.from, c.to, now);
      if (!times.ok) return { told: `Not understood: ${times.error.message}` };
      const { from, to } = times.value;
      return {
        step: { type: 'set_absence', to, ...(from === undefined ? {} : { from }) },
        said: () => `An absence is set from ${utcTime(from ?? now)} to ${utcTime(to)}: no deadline will be set in it. The deadline already set stays as it is.`,
      };
    }
    case 'absence_clear':
      return { step: { type: 'clear_absences' }, said: () => 'Your absences are dropped.' };
    case 'password': {
      if (!password.safeParse(c.password).success) return { told: `Not changed: ${badPassword}` };
      if (hashes.newPassword) return { told: ONE_NEW_PASSWORD };
      hashes.newPassword = true;
      return { step: { type: 'set_password', passwordHash: await hashPassword(c.password) }, said: () => 'Your password is changed.' };
    }
    case 'address': {
      const address = c.address ?? sender.address;
      const also = c.also ?? [];
      const bad = [address, ...also].find((a) => !z.email().max(254).safeParse(a).success);
      if (bad !== undefined) return { told: `Not changed: ${bad} is not a mail address.` };
      // Another address than the sender's is only written to once confirmed (workers/room/addresses.ts).
      const others = [address, ...also].filter((a) => a.trim().toLowerCase() !== sender.address.trim().toLowerCase());
      const now = [address, ...also].filter((a) => !others.includes(a));
      const said = [
        ...(now.length === 0 ? [] : [`The judge now writes to ${listOf(now)}.`]),
        ...(others.length === 0 ? [] : [`The judge writes to ${listOf(others)} once ${others.length === 1 ? 'it is confirmed, if it is not already' : 'each is confirmed, if not already'}: by the code mailed there (once), or by a mail from it that signs on.`]),
      ].join(' ');
      // SET ADDRESS with one address keeps no others: the mail goes where it says.
      return { step: { type: 'set_contact', email: address, also }, said: () => said };
    }
    case 'contact':
      return { step: { type: 'set_contact', by: c.by }, said: () => `The judge now reaches you ${contactWords[c.by]}.` };
    case 'max_observers':
      return { step: { type: 'set_max_observers', max: c.max }, said: () => `The game now takes at most ${c.max} observer${c.max === 1 ? '' : 's'}.` };
    case 'set_listed':
      return {
        step: { type: 'set_listed', listed: c.listed },
        said: () => (c.listed ? 'The game is listed: the lists (the web\'s and LIST) show it.' : 'The game is unlisted: the lists leave it out; whoever knows its name still finds it.'),
      };
    case 'vote': {
      let vote: Vote | null = null;
      if (c.vote !== null && c.vote.kind === 'draw') vote = c.vote.most === undefined ? { kind: 'draw' } : { kind: 'draw', most: c.vote.most };
      if (c.vote !== null && c.vote.kind === 'concede') {
        const to = powerNamed(map, c.vote.to);
        if (to === null) return { told: `Not understood: ${c.vote.to} is not a power of this game.` };
        vote = { kind: 'concede', to };
      }
      // A vote for one's own power claims the game: it blocks a draw, and accepts the others' concession.
      const words = (done: MailDone): string =>
        vote === null
          ? 'You have no vote now.'
          : vote.kind === 'draw'
            ? vote.most === undefined
              ? 'You vote for a draw of all survivors.'
              : `You vote for a draw of at most ${vote.most} powers, ${done.power} among them.`
            : vote.to === done.power
              ? `You claim the game for ${vote.to}: no draw, and the others may concede it to you.`
              : `You concede the game to ${vote.to}.`;
      return { step: { type: 'vote', vote }, said: words };
    }
    case 'propose': {
      const ending = c.ending.kind === 'draw' ? c.ending : { kind: 'concede' as const, to: powerNamed(map, c.ending.to) };
      if (ending.kind === 'concede' && ending.to === null) return { told: `Not understood: ${c.ending.kind === 'concede' ? c.ending.to : ''} is not a power of this game.` };
      const proposed: Vote = ending.kind === 'draw' ? ending : { kind: 'concede', to: ending.to! };
      return {
        step: { type: 'propose', ending: proposed },
        said: (d) => (d.status === 'finished' ? 'Proposed and accepted by all: the game is over.' : `You propose ${proposedEnding(proposed)}, and accept it; every player is told.`),
      };
    }
    case 'answer_proposal':
      return {
        step: { type: 'answer_proposal', yes: c.yes },
        said: (d) => (!c.yes ? 'You veto the proposal: it has failed, and every player is told.' : d.status === 'finished' ? 'You accept the proposal, the last to: the game is over.' : 'You accept the proposal.'),
      };
    case 'process':
      return { step: { type: 'process', onlyIfComplete: !c.force, ...(c.phase === undefined ? {} : { from: c.phase }) }, said: (d) => (d.status === 'finished' ? 'Processed: the game is over.' : `Processed: the game is now in ${phaseTitle(map, d.phase)}.`) };
    case 'preview':
      return { step: { type: 'preview' }, said: () => 'The preview, for your eyes only (nothing has changed):' };
    case 'rollback':
      return {
        step: { type: 'rollback', ...(c.phase === null ? {} : { phase: c.phase }), ...(c.restore === true ? { restore: true } : {}), ...(c.full === true ? { full: true } : {}) },
        said: (d) =>
          d.status === 'forming'
            ? 'Rolled back: the game is forming again, everyone on his power. ACTIVATE starts it again (or ROLLFORWARD plays it forward).'
            : `Rolled back: the game is in ${phaseTitle(map, d.phase)} again, ${c.restore === true ? 'with the orders of then' : 'its orders cleared'}${c.full === true ? ' and the settings of then' : ''}.`,
      };
    case 'rollforward':
      return { step: c.phase === undefined ? { type: 'rollforward' } : { type: 'rollforward', phase: c.phase }, said: (d) => (d.status === 'finished' ? 'Rolled forward: the game is over.' : `Rolled forward: the game is now in ${phaseTitle(map, d.phase)}.`) };
    case 'control': {
      const power = powerNamed(map, c.power);
      if (power === null) return { told: `Not understood: ${c.power} is not a power of this game.` };
      const controllers = c.controllers.map((w) => (w.toUpperCase() === 'MASTER' ? 'MASTER' : (powerNamed(map, w) ?? w.toUpperCase())));
      return {
        step: { type: 'control', power, controllers },
        said: () => (controllers.length === 0 ? `${power} is controlled by nobody now.` : `${power} is controlled by ${controllers[0]} now${controllers.length > 1 ? `, then in turn by ${controllers.slice(1).join(', ')}` : ''}.`),
      };
    }
    case 'dummy':
    case 'handover':
    case 'resign_power': {
      const power = powerNamed(map, c.power);
      if (power === null) return { told: `Not understood: ${c.power} is not a power of this game.` };
      if (c.kind === 'handover') return { step: { type: 'handover', power }, said: () => `${power}'s player may now read its press from before he took it over (mailed to him, if he takes mail).` };
      if (c.kind === 'dummy') return { step: { type: 'dummy', power }, said: () => `${power} is now a dummy.` };
      // The master's RESIGN resigns a player, or ends a dummy: either way the seat is free.
      return {
        step: { type: 'resign', power },
        said: (d) => (d.status === 'forming' ? `${power} is open again for a player to join.` : `${power} is vacant now: a new player may take it over (TAKEOVER).`),
      };
    }
    case 'revive': {
      const power = powerNamed(map, c.power);
      if (power === null) return { told: `Not understood: ${c.power} is not a power of this game.` };
      if (c.password !== undefined && !password.safeParse(c.password).success) return { told: `Not revived: ${badPassword}` };
      if (hashes.newPassword) return { told: ONE_NEW_PASSWORD };
      hashes.newPassword = true;
      const { command, letter } = await reviveCommand(power, c.password);
      const made = c.password === undefined ? ` His new password is '${letter.password}' (made by the judge);` : ' His new password is the one you gave;';
      return {
        step: command,
        said: () => `Revived: ${power}'s last player plays it again.${made} the welcome-back letter with it goes to his address, if he takes mail (else pass it on).`,
      };
    }
    case 'terminate':
      return { step: { type: 'terminate', ...(c.phase === undefined ? {} : { from: c.phase }) }, said: () => 'The game is terminated.' };
    case 'reveal':
      return { step: { type: 'reveal' }, said: () => 'Revealed: everyone now sees who played which power.' };
    case 'pause':
      return { step: { type: 'pause' }, said: () => 'The game waits (paused): no deadline runs until ACTIVATE.' };
    case 'activate':
      return { step: { type: 'activate' }, said: (d) => `The game is active, in ${phaseTitle(map, d.phase)}.` };
    case 'signon':
    case 'join':
    case 'observe':
    case 'takeover':
    case 'resign':
    case 'create':
    case 'rename':
    case 'purge':
    case 'signoff':
    case 'unbuilt':
    case 'invalid':
    case 'noop':
    case 'prose':
    case 'list_maps':
      // Read by the block itself or answered by `standalone`.
      return { told: '' };
  }
}

/** RENAME's answer: the name the game is now shown with, and the address that stays. */
function renamedWords(r: Result<MailDone, RoomErrorCode>, game: string, name: string): string {
  if (!r.ok) return `Not renamed: ${refusal(r.error.code, r.error.message, game)}`;
  return `The game is now shown as '${name}'. Its address, and the name everyone signs on with, stay ${game}: a game's name there is its room's and its archive's, so mail already written to it still arrives. The players are told by mail.`;
}

function roleWords(role: MailRole, game: string): string {
  switch (role.kind) {
    case 'master':
      return `Signed on to ${game} as the master.`;
    case 'player':
      return `Signed on to ${game} as ${role.power ?? 'a player without a power'}.`;
    case 'observer':
      return `Signed on to ${game} as observer ${role.name}.`;
    case 'anonymous':
      return `Signed on to ${game}.`;
  }
}

const orderWords = (a: OrderAnswer): string =>
  a.accepted ? `Accepted: ${a.order}${a.replaces === undefined ? '' : `; it replaces ${a.replaces}`}` : `Refused: ${a.error.message}`;

/**
 * Order lines bound for one list: those under ORDERS lines naming the same phase (or
 * ORDERS alone, or none), in the order written. `list` is what the room is told: the
 * phase, 'open', or nothing for lines under no ORDERS line.
 */
interface OrderGroup {
  readonly list: string | undefined;
  /** ORDERS power: the master's lines for that power; absent, the signed-on power's. */
  readonly power?: string;
  readonly headers: Item[];
  readonly lines: Item[];
  /** Every send of the list (a read between its lines sends it more than once): its step, and how many lines it held; the last is what stands. */
  readonly sends: { readonly at: number; readonly lines: number }[];
  /** Lines (or an ORDERS line) came since the last send. */
  dirty: boolean;
}

const STANDING_NAMES: Readonly<Record<string, string>> = { RETREATS: 'standing retreat list', BUILDS: 'standing build list', REMOVES: 'remove list' };

/** What an ORDERS line says of the lines under it, once the room has answered. */
function headerWords(group: OrderGroup, answers: readonly OrderAnswer[] | undefined): string {
  const standing = STANDING_NAMES[group.list!];
  const what = standing !== undefined ? `the ${standing}` : group.list === 'open' ? 'the open phase' : group.list!;
  const lines = group.lines.length === 1 ? 'line' : `${group.lines.length} lines`;
  if (group.lines.length === 0) return standing !== undefined ? `Accepted: the ${standing} is now empty.` : `Accepted: an empty list for ${what} (no orders: every unit holds).`;
  const taken = answers?.filter((a) => a.accepted).length ?? group.lines.length;
  if (taken === group.lines.length) return `Accepted: the ${lines} below, ${standing !== undefined ? `the whole ${standing}` : `the whole list for ${what}`}.`;
  if (taken === 0) return `Refused: no line below was taken for ${what}; what was on file for it stands.`;
  return `${taken} of the ${group.lines.length} lines below were taken for ${what}.`;
}

async function runSigned(env: Env, start: Item, items: readonly Item[], sender: Sender, now: number, hashes: SlowHashes): Promise<{ told: Told[]; closing?: string; games?: string[] }> {
  const opened = await open(env, start, sender);
  if (!opened.ok) {
    return {
      told: [
        { item: start, notes: opened.notes, ...(opened.lineNotes === undefined ? {} : { lineNotes: opened.lineNotes }) },
        ...items.map((item) => standalone(item) ?? { item, notes: ['Not done: the sign-on above failed.'] }),
      ],
    };
  }
  const game = opened.game;
  // Power names, press lists and phases are read on the game's own board.
  const board = opened.board ?? (await boardOfGame(env, game));
  const map = board.map;
  // Signed on as the master: an ORDERS line may name the power he writes for (a player, a power his controls).
  const s = start.command;
  const asMaster = ((s.kind === 'signon' || s.kind === 'takeover') && ['MASTER', 'M'].includes(s.who.toUpperCase())) || s.kind === 'rename';
  // Each command's fate, filled in as it is known.
  const fate = new Map<Item, Told>();
  const steps: MailStep[] = [];
  // Each command sent, with the index of its step, and each read, where it is written.
  const said: { item: Item; at: number; say: (done: MailDone) => string }[] = [];
  const readers: { item: Item; at: number }[] = [];
  // Order lines by the list they go to; an ORDERS line holds until the next command.
  let groups = new Map<string, OrderGroup>();
  let current = '';
  const groupOf = (key: string, list: string | undefined, power?: string): OrderGroup => {
    const found = groups.get(key);
    if (found !== undefined) return found;
    const made: OrderGroup = { list, ...(power === undefined ? {} : { power }), headers: [], lines: [], sends: [], dirty: false };
    groups.set(key, made);
    return made;
  };
  // A CLEAR, and the step that clears (null while orders after it replace those on file).
  let clear: Item | null = null;
  let clearAt: number | null = null;
  let clearReplaced = false;
  /**
   * Sends the orders written so far, each list's lines together (a list replaces the one
   * on file), and a CLEAR with no orders after it: before a read, so that it shows them,
   * and at the end. A list sent again is sent whole, with the lines added below.
   */
  const flush = (): void => {
    for (const g of groups.values()) {
      if (!g.dirty) continue;
      g.sends.push({ at: steps.length, lines: g.lines.length });
      g.dirty = false;
      steps.push({
        type: 'mail_orders',
        lines: g.lines.map((o) => (o.command as { text: string }).text),
        ...(g.list === undefined ? {} : { list: g.list }),
        ...(g.power === undefined ? {} : { power: g.power }),
      });
    }
    if (clear !== null && clearAt === null) {
      if (groups.size > 0) clearReplaced = true;
      else if (!clearReplaced) {
        clearAt = steps.length;
        steps.push({ type: 'clear_orders' });
      }
    }
  };
  // RENAME: the block's first step, before the lines under it.
  const renameAt = s.kind === 'rename' ? steps.push({ type: 'rename', name: s.name }) - 1 : null;
  let faults = 0;
  // OFFICIAL: the subject the master's PRESS and BROADCAST below go out under, to the end of the mail.
  let official: string | null = null;
  for (const item of items) {
    const c = item.command;
    if (c.kind !== 'order' && c.kind !== 'offer') current = '';
    const plain = standalone(item);
    if (plain !== null) {
      fate.set(item, plain);
      if (c.kind === 'invalid' || c.kind === 'unbuilt' || (c.kind === 'prose' && !c.signature)) faults++;
      continue;
    }
    const p = await plan(item, game, board, sender, now, hashes);
    if ('order' in p) {
      if (current === '!') {
        fate.set(item, { item, notes: ['Not sent: the ORDERS line above names no phase the judge can read.'] });
        faults++;
      } else {
        const g = groupOf(current, undefined);
        g.lines.push(item);
        g.dirty = true;
      }
    } else if ('header' in p) {
      if (c.kind !== 'orders_for') throw new Error(`${c.kind} is no ORDERS line`);
      // A player names a power too, one his own controls (CONTROL, VASSAL_DUMMIES): the game says whether he does.
      if (c.error !== undefined && c.forPower !== undefined && (asMaster || powerNamed(map, c.forPower.power) !== null)) {
        const list = c.forPower.phase === null ? 'open' : shortPhase(map, c.forPower.phase);
        // One list a power and phase: the master may write for several powers in one mail.
        current = `${c.forPower.power} ${list}`;
        const g = groupOf(current, list, c.forPower.power);
        g.headers.push(item);
        g.dirty = true;
      } else if (c.error !== undefined) {
        fate.set(item, { item, notes: [`Not understood: ${c.error}`] });
        faults++;
        current = '!';
      } else {
        current = c.phase === null ? 'open' : shortPhase(map, c.phase);
        const g = groupOf(current, current);
        g.headers.push(item);
        g.dirty = true;
      }
    } else if ('clear' in p) {
      for (const g of groups.values()) for (const o of [...g.headers, ...g.lines]) fate.set(o, { item: o, notes: ['Dropped: a CLEAR follows.'] });
      groups = new Map();
      clear = item;
      clearAt = null;
      clearReplaced = false;
    } else if ('read' in p) {
      // A read shows the game as the lines above it left it, and the lines below not yet.
      flush();
      readers.push({ item, at: steps.length });
      steps.push({ type: 'read', read: p.read });
    } else if ('told' in p) {
      fate.set(item, { item, notes: [p.told] });
      faults++;
    } else if ('official' in p) {
      if (!asMaster) {
        fate.set(item, { item, notes: ['Not taken: only the master sends official press (OFFICIAL).'] });
        faults++;
      } else {
        official = p.official;
        fate.set(item, { item, notes: [official === null ? 'The press below goes out as usual, with its heading.' : `The press below goes out under the subject "${official}", without its heading.`] });
      }
    } else {
      const step = official !== null && p.step.type === 'press' ? { ...p.step, official } : p.step;
      said.push({ item, at: steps.length, say: p.said });
      steps.push(step);
    }
  }
  // The orders go after the rest: the lines under no read, and those sent before one.
  flush();
  const result = await env.GAME_ROOM.getByName(game).mail(opened.credential, steps, ['orders'], sender.address);
  if (!result.ok) {
    const why = refusal(result.error.code, result.error.message, game);
    return {
      told: [
        { item: start, notes: [...opened.notes, why] },
        ...items.map((item) => fate.get(item) ?? standalone(item) ?? { item, notes: ['Not done: the sign-on above failed.'] }),
      ],
    };
  }
  const answer = result.value;
  const startNotes = [...opened.notes];
  if (start.command.kind === 'signon' || start.command.kind === 'resign' || start.command.kind === 'takeover' || start.command.kind === 'rename') startNotes.unshift(roleWords(answer.role, game));
  if (renameAt !== null && s.kind === 'rename') startNotes.push(renamedWords(answer.results[renameAt]!, game, s.name));
  for (const { item, at, say } of said) {
    const r = answer.results[at]!;
    const done = r.ok ? r.value : null;
    fate.set(item, {
      item,
      notes: [r.ok ? say(r.value) : `Refused: ${refusal(r.error.code, r.error.message, game)}${refusalHint(item.command, r.error.code)}`],
      ...(done?.preview === undefined ? {} : { text: done.preview }),
    });
  }
  for (const g of groups.values()) {
    const sent = g.sends.at(-1);
    if (sent === undefined) continue;
    const r = answer.results[sent.at]!;
    // Refused when sent again (after a read, once the deadline has passed), a line keeps
    // the fate of the last send that was taken: what stands on file.
    const taken = r.ok ? undefined : [...g.sends].reverse().find((send) => answer.results[send.at]!.ok);
    g.lines.forEach((o, k) => {
      const earlier = taken !== undefined && k < taken.lines ? answer.results[taken.at]! : undefined;
      const a = earlier?.ok === true ? earlier.value.answers?.[k] : r.ok ? r.value.answers?.[k] : undefined;
      fate.set(o, { item: o, notes: [a !== undefined ? orderWords(a) : r.ok || earlier !== undefined ? 'Accepted.' : `Refused: ${refusal(r.error.code, r.error.message, game)}`] });
    });
    g.headers.forEach((h, k) => {
      const note = k > 0 ? 'The lines under it join the list begun under the same ORDERS line above.' : r.ok ? headerWords(g, r.value.answers) : `Refused: ${refusal(r.error.code, r.error.message, game)}`;
      fate.set(h, { item: h, notes: [note] });
    });
  }
  if (clear !== null) {
    const r = clearAt === null ? null : answer.results[clearAt]!;
    const note = r === null ? 'The orders after it replace all those on file.' : r.ok ? 'Your orders are cleared.' : `Refused: ${refusal(r.error.code, r.error.message, game)}`;
    fate.set(clear, { item: clear, notes: [note] });
  }
  for (const { item, at } of readers) {
    const r = answer.results[at]!;
    const text = r.ok ? (r.value.text ?? '') : '';
    fate.set(item, item.command.kind === 'map' && r.ok ? { item, ...mapAnswer(text, game, r.value.phase) } : { item, notes: [], text });
  }
  // A step that moved the game on without saying so (the orders that were the last ones
  // owed, a WAIT cleared): its last line is told the phase was processed, and what is now.
  let phase = answer.phaseBefore;
  const lastItem = new Map<number, { item: Item; orders: boolean }>();
  for (const g of groups.values()) {
    const sent = g.sends.at(-1);
    if (sent !== undefined && g.lines.length > 0) lastItem.set(sent.at, { item: g.lines.at(-1)!, orders: true });
  }
  for (const { item, at } of said) if (!SAYS_PHASE.has(item.command.kind)) lastItem.set(at, { item, orders: false });
  answer.results.forEach((r, at) => {
    if (!r.ok) return;
    const last = lastItem.get(at);
    const told = last === undefined ? undefined : fate.get(last.item);
    if (r.value.phase !== phase && told !== undefined) {
      const now = r.value.status === 'finished' ? 'the game is over' : `the game is now in ${phaseTitle(map, r.value.phase)}`;
      const why = last!.orders ? "With these orders every power's are in: " : 'With this, ';
      fate.set(last!.item, { ...told, notes: [...told.notes, `${why}${phaseTitle(map, phase)} is processed, and ${now}.`] });
    }
    phase = r.value.phase;
  });
  let closing = answer.texts.orders;
  if (start.command.kind === 'resign') {
    // RESIGN comes last, after a parting press, and only from a mail in which nothing
    // was refused: a player is never resigned by a mail he got wrong.
    const refused = faults > 0 || answer.results.some((r) => !r.ok || r.value.answers?.some((a) => !a.accepted) === true);
    if (refused) {
      startNotes.push('Not resigned: some lines of this mail were refused; put them right and send it again.');
    } else {
      const resigned = await env.GAME_ROOM.getByName(game).mail(opened.credential, [{ type: 'resign' } satisfies DoorCommand], [], sender.address);
      const r = resigned.ok ? resigned.value.results[0]! : resigned;
      startNotes.push(r.ok ? `You have resigned ${r.value.power ?? 'your power'} from ${game}.` : `Not resigned: ${refusal(r.error.code, r.error.message, game)}`);
      if (r.ok) closing = undefined;
    }
  }
  const told: Told[] = [{ item: start, notes: startNotes }, ...items.map((item) => fate.get(item) ?? { item, notes: [] })];
  return { told, games: [game], ...(closing === undefined ? {} : { closing }) };
}

