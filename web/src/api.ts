import { z } from 'zod';
import {
  confirmContactResponse,
  createGameResponse,
  deadLettersResponse,
  errorResponse,
  gameList,
  gameResponse,
  historyResponse,
  joinResponse,
  ordersResponse,
  pressList,
  previewResponse,
  purgedResponse,
  reviveResponse,
  socketMessage,
} from '../../shared/schemas/api.js';

/**
 * The judge's HTTP API as the client uses it. Every answer is read with the same zod schema
 * the Worker answers with, and every failure (the judge's error, a network failure, an
 * answer that does not read) comes back as a value with a sentence to show.
 */

/**
 * `GET /api/maps`: the boards this judge plays. The client reads only what its map list
 * shows; a judge without the route (404) plays the standard board alone.
 */
export const mapsAnswer = z.object({
  maps: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      credit: z.string().optional(),
      about: z.string().optional(),
      powers: z.array(z.string()),
      centres: z.number(),
      units: z.number(),
      victory: z.number(),
    }),
  ),
});
export type MapEntry = z.infer<typeof mapsAnswer>['maps'][number];

export type GameView = z.infer<typeof gameResponse>['game'];
export type GameListEntry = z.infer<typeof gameList>['games'][number];
export type OrdersAnswer = z.infer<typeof ordersResponse>;
export type PreviewAnswer = z.infer<typeof previewResponse>;
export type DeadLetters = z.infer<typeof deadLettersResponse>;
export type HistoryPage = z.infer<typeof historyResponse>;
export type PressPage = z.infer<typeof pressList>;
export type PhaseRecord = HistoryPage['phases'][number];
export type PressMessage = PressPage['press'][number];
export type SocketMessage = z.output<typeof socketMessage>;

export interface ApiProblem {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiProblem };

async function call<S extends z.ZodType>(schema: S, method: string, path: string, options: { body?: unknown; secret?: string | null } = {}): Promise<ApiResult<z.output<S>>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.secret) headers.authorization = `Bearer ${options.secret}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  } catch {
    return { ok: false, error: { status: 0, code: 'network', message: 'The judge could not be reached. Check your connection and try again.' } };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // An empty or non-JSON body: said below.
  }
  if (!res.ok) {
    const problem = errorResponse.safeParse(json);
    return problem.success
      ? { ok: false, error: { status: res.status, code: problem.data.error.code, message: problem.data.error.message } }
      : { ok: false, error: { status: res.status, code: 'http', message: `The judge answered ${res.status}.` } };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, error: { status: res.status, code: 'bad_answer', message: 'The judge’s answer could not be read.' } };
  return { ok: true, value: parsed.data };
}

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

/** How many phases or messages the client reads at a time. */
export const PAGE = 20;

export const api = {
  maps: () => call(mapsAnswer, 'GET', '/api/maps'),
  listGames: (state: 'forming' | 'active' | 'finished') => call(gameList, 'GET', `/api/games?state=${state}&limit=50`),
  createGame: (body: {
    name: string;
    rules: string[];
    deadlines: { movement: number; retreats: number; adjustments: number; grace: number };
    victory?: number;
    listed: boolean;
    variant: 'standard' | 'crystal_ball' | 'payola' | 'solitaire' | 'card' | 'global';
    /** Card games only: the seconds each decision has. */
    cardClock?: number;
    /** Global games only: the end at the end of the first year a power is eliminated. */
    firstElimination?: boolean;
    /** Global games only: the board's setup for fewer players (global5, global4, global3). */
    setup?: string;
    /** The board, by name (`GET /api/maps`); absent, the standard. */
    map?: string;
    /** Crystal Ball games only: which rule text is played. */
    edition?: 'revised' | 'original';
    /** Payola games only: the income directives ("TAX 5", "CAP 100"). */
    directives?: string[];
    /** A friends' game: everyone sees who plays which power from the start. */
    showNames?: boolean;
    /** A private game: only those given this password may join or take a power over. */
    privacyPassword?: string;
  }) => call(createGameResponse, 'POST', '/api/games', { body }),
  view: (id: string, secret: string | null) => call(gameResponse, 'GET', game(id), { secret }),
  /** A page of the processed phases numbered below `before` (absent: the newest). */
  history: (id: string, secret: string | null, before?: number) =>
    call(historyResponse, 'GET', `${game(id)}/history?limit=${PAGE}${before === undefined ? '' : `&before=${before}`}`, { secret }),
  /** A page of the press, newest first, older than the message `before` (absent: the newest). */
  pressPage: (id: string, secret: string | null, before?: number) =>
    call(pressList, 'GET', `${game(id)}/press?limit=${PAGE}${before === undefined ? '' : `&before=${before}`}`, { secret }),
  join: (id: string, body: { name: string; power?: string; privacyPassword?: string }) => call(joinResponse, 'POST', `${game(id)}/join`, { body }),
  observe: (id: string, body: { name: string }) => call(joinResponse, 'POST', `${game(id)}/observe`, { body }),
  takeover: (id: string, body: { name: string; power: string; privacyPassword?: string }) => call(joinResponse, 'POST', `${game(id)}/takeover`, { body }),
  /** `phase`: in a Crystal Ball game, the movement phase the list is for (the list replaces the earlier one). */
  orders: (id: string, secret: string, lines: string[], power?: string, phase?: string) =>
    call(ordersResponse, 'PUT', `${game(id)}/orders`, {
      secret,
      body: { lines, ...(power === undefined ? {} : { power }), ...(phase === undefined ? {} : { phase }) },
    }),
  /** Payola: the power's acceptance list ("FGE?"); the master names the power. */
  acceptList: (id: string, secret: string, list: string, power?: string) =>
    call(gameResponse, 'PUT', `${game(id)}/accept`, { secret, body: { list, ...(power === undefined ? {} : { power }) } }),
  /** Payola: silver sent at once from the power's treasury to another power's. */
  transfer: (id: string, secret: string, to: string, amount: number, power?: string) =>
    call(gameResponse, 'POST', `${game(id)}/transfers`, { secret, body: { to, amount, ...(power === undefined ? {} : { power }) } }),
  /** Payola's EXCHANGE: the company's dividend, its IPO price, shares bought (the master names the power). */
  dividend: (id: string, secret: string, perShare: number, power?: string) =>
    call(gameResponse, 'PUT', `${game(id)}/dividend`, { secret, body: { perShare, ...(power === undefined ? {} : { power }) } }),
  sharePrice: (id: string, secret: string, price: number, power?: string) =>
    call(gameResponse, 'PUT', `${game(id)}/share-price`, { secret, body: { price, ...(power === undefined ? {} : { power }) } }),
  buyShares: (id: string, secret: string, company: string, shares: number, power?: string, from?: string) =>
    call(gameResponse, 'POST', `${game(id)}/shares`, { secret, body: { company, shares, ...(power === undefined ? {} : { power }), ...(from === undefined ? {} : { from }) } }),
  sellShares: (id: string, secret: string, sale: { company: string; shares: number; price: number; to: string }, power?: string) =>
    call(gameResponse, 'POST', `${game(id)}/share-sales`, { secret, body: { ...sale, ...(power === undefined ? {} : { power }) } }),
  /** EXCHANGE: a stockholder's vote for a company's CEO (the candidate a holder's name, or the company for its own player). */
  ceoVote: (id: string, secret: string, company: string, candidate: string, power?: string) =>
    call(gameResponse, 'PUT', `${game(id)}/ceo-vote`, { secret, body: { company, candidate, ...(power === undefined ? {} : { power }) } }),
  /** Card: the power's deck for the coming turn, the top cards in order (the rest shuffled). */
  cardStack: (id: string, secret: string, cards: string[], power?: string) =>
    call(gameResponse, 'PUT', `${game(id)}/card/deck`, { secret, body: { cards, ...(power === undefined ? {} : { power }) } }),
  /** Card: the order of the power whose turn it is. */
  cardPlay: (id: string, secret: string, order: string, power?: string) =>
    call(gameResponse, 'POST', `${game(id)}/card/play`, { secret, body: { order, ...(power === undefined ? {} : { power }) } }),
  /** Card: the power whose turn it is passes. */
  cardPass: (id: string, secret: string, power?: string) => call(gameResponse, 'POST', `${game(id)}/card/pass`, { secret, body: power === undefined ? {} : { power } }),
  clearOrders: (id: string, secret: string, power?: string) =>
    call(gameResponse, 'DELETE', `${game(id)}/orders`, { secret, body: power === undefined ? {} : { power } }),
  press: (id: string, secret: string, to: string[] | 'ALL', body: string, form: { grey?: boolean; fake?: { from?: string; to?: 'ALL' }; official?: string } = {}) =>
    call(gameResponse, 'POST', `${game(id)}/press`, { secret, body: { to, body, ...form } }),
  vote: (id: string, secret: string, vote: { kind: 'draw'; most?: number } | { kind: 'concede'; to: string } | null) =>
    call(gameResponse, 'PUT', `${game(id)}/vote`, { secret, body: { vote } }),
  /** PROPOSE_DIAS: propose an ending (accepting it oneself). */
  propose: (id: string, secret: string, ending: { kind: 'draw' } | { kind: 'concede'; to: string }) =>
    call(gameResponse, 'POST', `${game(id)}/proposal`, { secret, body: { ending } }),
  /** PROPOSE_DIAS: accept (true) or veto (false) the ending proposed. */
  answerProposal: (id: string, secret: string, yes: boolean) => call(gameResponse, 'PUT', `${game(id)}/proposal`, { secret, body: { yes } }),
  wait: (id: string, secret: string, wait: boolean) => call(gameResponse, 'PUT', `${game(id)}/wait`, { secret, body: { wait } }),
  /** SET ABSENCE: no deadline from `from` (left out: now) to `to`. */
  setAbsence: (id: string, secret: string, days: { from?: number; to: number }) => call(gameResponse, 'POST', `${game(id)}/absences`, { secret, body: days }),
  clearAbsences: (id: string, secret: string) => call(gameResponse, 'DELETE', `${game(id)}/absences`, { secret, body: {} }),
  resign: (id: string, secret: string) => call(gameResponse, 'POST', `${game(id)}/resign`, { secret, body: {} }),
  /** The master resigns a power's player (or ends a dummy): the seat becomes vacant. */
  resignPower: (id: string, secret: string, power: string) => call(gameResponse, 'POST', `${game(id)}/resign`, { secret, body: { power } }),
  master: (id: string, secret: string, command: MasterCommand, body: Record<string, unknown> = {}) =>
    call(gameResponse, 'POST', `${game(id)}/master/${command}`, { secret, body }),
  /** REVIVE: the last player who left the power back; his new password and secret in the answer when the judge cannot mail them. */
  masterRevive: (id: string, secret: string, power: string) => call(reviveResponse, 'POST', `${game(id)}/master/revive`, { secret, body: { power } }),
  /** PURGE: a forming game nobody joined removed; the answer names it. */
  masterPurge: (id: string, secret: string) => call(purgedResponse, 'POST', `${game(id)}/master/purge`, { secret, body: {} }),
  masterPreview: (id: string, secret: string) => call(previewResponse, 'POST', `${game(id)}/master/preview`, { secret, body: {} }),
  /** The mail (and archive writes) given up after every try failed: the master's only. */
  deadLetters: (id: string, secret: string) => call(deadLettersResponse, 'GET', `${game(id)}/master/dead-letters`, { secret }),
  /** Gives back the code the judge mailed to the caller's address, which confirms it. */
  confirmContact: (id: string, secret: string, code: string) => call(confirmContactResponse, 'POST', `${game(id)}/contact/confirm`, { secret, body: { code } }),
};

export const MASTER_COMMANDS = ['start', 'process', 'rollback', 'rollforward', 'pause', 'resume', 'deadline', 'dummy', 'handover', 'terminate', 'reveal', 'observers', 'listed', 'rename'] as const;
export type MasterCommand = (typeof MASTER_COMMANDS)[number];

/** The WebSocket address that pushes this game. It never holds the secret: that goes as a subprotocol (`socketProtocols`). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, id: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${game(id)}/ws`;
}

/**
 * The subprotocols a socket offers: "cloud-judge", and the secret beside it, where no
 * address bar, log or history keeps it (the judge refuses a secret in the address).
 */
export const socketProtocols = (secret: string | null): string[] => (secret ? ['cloud-judge', secret] : ['cloud-judge']);

/** A pushed message read with the API's schema; null when it does not read. */
export function readSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = socketMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
