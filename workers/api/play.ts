import {
  absenceRequest,
  clearOrdersRequest,
  confirmContactRequest,
  confirmContactResponse,
  contactRequest,
  deadlineRequest,
  emptyRequest,
  exportQuery,
  gameResponse,
  historyQuery,
  historyResponse,
  milaExport,
  ordersRequest,
  ordersResponse,
  ordersView,
  pressList,
  pressQuery,
  pressRequest,
  resignRequest,
  voteRequest,
  waitRequest,
} from '../../shared/schemas/api';
import { MAX_OFFICIAL_SUBJECT, MAX_PRESS_LENGTH, PRESS_BURST, PRESS_WINDOW_MS } from '../../shared/game/commands/press';
import { ApiError } from '../errors';
import type { RoomResult } from '../room/result';
import { actRoute, route, writtenJson } from './route';
import { roomOf } from './rooms';
import { unwrap } from './statuses';

/** What players do in a running game: orders, press, votes, the WAIT flag, resigning. */

export const readOrdersRoute = route(
  {
    method: 'get',
    path: '/api/games/:id/orders',
    tag: 'play',
    summary: 'This phase’s orders the caller may see: a player his own power’s, the master all. In a Payola movement phase, the offer sheets as written.',
    access: 'optional',
    response: ordersView,
    status: 200,
    errors: [401, 404],
  },
  async ({ env, secret, param }) => unwrap(await roomOf(env, param('id')).orders(secret)),
);

export const submitOrdersRoute = route(
  {
    method: 'put',
    path: '/api/games/:id/orders',
    tag: 'play',
    summary:
      'Submit (or, with add, extend) a power’s orders for this phase; each line is answered. In a Crystal Ball game, with phase: the power’s whole list for that movement phase, replacing the earlier one. In a Payola movement phase the lines are the power’s offer sheet (5 : A PAR - BUR), each answered as an order is.',
    access: 'secret',
    body: ordersRequest,
    response: ordersResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  async ({ env, secret, body, param }) => {
    const acted = unwrap(
      await roomOf(env, param('id')).act(secret, {
        type: 'orders',
        lines: body.lines,
        ...(body.power === undefined ? {} : { power: body.power }),
        ...(body.add === undefined ? {} : { add: body.add }),
        ...(body.phase === undefined ? {} : { phase: body.phase }),
      }),
    );
    return { power: acted.power ?? body.power ?? '', answers: acted.answers ?? [], game: acted.game };
  },
);

export const clearOrdersRoute = actRoute(
  {
    method: 'delete',
    path: '/api/games/:id/orders',
    tag: 'play',
    summary: 'Take back all of a power’s orders for this phase: it has then submitted nothing.',
    access: 'secret',
    body: clearOrdersRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'clear_orders', ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const readPressRoute = route(
  {
    method: 'get',
    path: '/api/games/:id/press',
    tag: 'play',
    summary:
      'A page of the press the caller may read (broadcasts and the messages to or from him), newest first: at most limit (1–50, 20 when absent) messages older than before; next is the before of the page of older ones.',
    access: 'optional',
    query: pressQuery,
    response: pressList,
    status: 200,
    errors: [401, 404],
  },
  async ({ c, env, secret, query, param }) => writtenJson(c, unwrap(await roomOf(env, param('id')).press(secret, pageOf(query)))),
);

export const sendPressRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/press',
    tag: 'play',
    summary: `Send press: to some powers (or MASTER), or to ALL. grey: true sends it without the writer's name (WHITE_GREY; GREY_PRESS and YELLOW_PRESS grey it anyway); fake claims another sender and recipients (FAKE_PRESS); a form the game's rules do not allow is refused (403 press_forbidden, naming the rule). A body is at most ${MAX_PRESS_LENGTH} characters (413 press_too_long); a power or an observer sends at most ${PRESS_BURST} messages in ${PRESS_WINDOW_MS / 60_000} minutes (429 press_too_fast). official (the master's alone, 403 not_allowed for others): the subject, at most ${MAX_OFFICIAL_SUBJECT} characters, under which the message is mailed without the heading naming who wrote to whom (Email.txt's OFFICIAL).`,
    access: 'secret',
    body: pressRequest,
    response: gameResponse,
    status: 201,
    errors: [401, 403, 404, 409, 429],
  },
  (body) => ({ type: 'press', to: body.to, body: body.body, ...(body.from === undefined ? {} : { from: body.from }), ...pressFormOf(body), ...(body.official === undefined ? {} : { official: body.official }) }),
);

export const voteRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/vote',
    tag: 'play',
    summary: 'Cast (or, with null, withdraw) a secret vote for a draw or a concession.',
    access: 'secret',
    body: voteRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'vote', vote: body.vote, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const waitRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/wait',
    tag: 'play',
    summary: 'Set or clear the WAIT flag: while it is set the phase does not process before the deadline.',
    access: 'secret',
    body: waitRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'wait', wait: body.wait, ...(body.power === undefined ? {} : { power: body.power }) }),
);

/** A time as the schema took it: epoch milliseconds, or an ISO-8601 time read here. */
const timeOf = (at: number | string): number => (typeof at === 'number' ? at : Date.parse(at));

export const setAbsenceRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/absences',
    tag: 'play',
    summary:
      'SET ABSENCE: no deadline is set from `from` (absent: now) until `to` (epoch milliseconds or ISO-8601). The deadline already set stays; a phase whose deadline would fall in the absence gets one after it. A player at most fourteen days, the master any time; under NO_ABSENCES the master only (403). A time past or backwards: 400 bad_absence.',
    access: 'secret',
    body: absenceRequest,
    response: gameResponse,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  (body) => ({ type: 'set_absence', to: timeOf(body.to), ...(body.from === undefined ? {} : { from: timeOf(body.from) }) }),
);

export const clearAbsencesRoute = actRoute(
  {
    method: 'delete',
    path: '/api/games/:id/absences',
    tag: 'play',
    summary: 'Drop the caller’s absences (the master: everyone’s).',
    access: 'secret',
    body: emptyRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404],
  },
  () => ({ type: 'clear_absences' }),
);

export const extendDeadlineRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/deadline',
    tag: 'play',
    summary:
      'PLAYER_DEADLINES: a power’s player sets a later deadline for this phase (epoch milliseconds or ISO-8601); an earlier one, or none, is the master’s (400 bad_deadline). Without the rule only the master sets deadlines (403), by this route or `master/deadline`.',
    access: 'secret',
    body: deadlineRequest,
    response: gameResponse,
    status: 200,
    errors: [400, 401, 403, 404, 409],
  },
  (body) => ({ type: 'set_deadline', at: body.at === null ? null : timeOf(body.at) }),
);

export const resignRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/resign',
    tag: 'play',
    summary: 'Resign a power: its seat becomes vacant, for anyone to take over.',
    access: 'secret',
    body: resignRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'resign', ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const contactRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/contact',
    tag: 'play',
    summary: 'How the caller (the master, a player or an observer) hears from the judge: his address, and by mail, on the web only, or both.',
    access: 'secret',
    body: contactRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 429],
  },
  (body) => ({
    type: 'set_contact',
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.by === undefined ? {} : { by: body.by }),
    ...(body.also === undefined ? {} : { also: body.also }),
  }),
);

export const confirmContactRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/contact/confirm',
    tag: 'play',
    summary: 'Confirm the caller’s address with the code the judge mailed there once; until then the judge mails it nothing else.',
    access: 'secret',
    body: confirmContactRequest,
    response: confirmContactResponse,
    status: 200,
    errors: [401, 404, 409, 429],
  },
  async ({ env, secret, body, param }) => unwrap(await roomOf(env, param('id')).confirmContact(secret!, body.code)),
);

export const historyRoute = route(
  {
    method: 'get',
    path: '/api/games/:id/history',
    tag: 'play',
    summary:
      'A page of the processed phases, oldest first, each with its position, the orders as entered and the results: at most limit (1–50, 20 when absent) phases numbered below before (absent: the newest), the first numbered from; next is the before of the page of older ones.',
    access: 'optional',
    query: historyQuery,
    response: historyResponse,
    status: 200,
    errors: [401, 404],
  },
  async ({ c, env, secret, query, param }) => writtenJson(c, unwrap(await roomOf(env, param('id')).history(secret, pageOf(query)))),
);

export const exportRoute = route(
  {
    method: 'get',
    path: '/api/games/:id/export',
    tag: 'play',
    summary: 'The game in the saved-game JSON of the MILA diplomacy package; press (?press=true) only once it has ended. A running BLIND game: the master (and OMNISCIENT observers) only, 403 for others.',
    access: 'optional',
    query: exportQuery,
    response: milaExport,
    status: 200,
    errors: [401, 403, 404],
  },
  async ({ env, secret, query, param }) => unwrap(await roomOf(env, param('id')).exportMila(secret, query.press === 'true')),
);

export const socketRoute = route(
  {
    method: 'get',
    path: '/api/games/:id/ws',
    tag: 'play',
    summary:
      'A WebSocket that receives, after every change, what changed that the caller may see (a phase processed, a message) and the game as he may now see it. The secret goes as a subprotocol beside "cloud-judge", never in the address (?secret= is refused: 400). {"type":"view"} asks for the game again, at most once every few seconds. A game takes a limited number of connections (503 past it).',
    access: 'none',
    status: 101,
    errors: [401, 403, 404, 426, 429, 503],
    limit: 'socket',
  },
  async ({ c, env, param }) => {
    // Before anything else: a secret in the address is refused even when no upgrade is asked for.
    if (c.req.query('secret') !== undefined) {
      throw new ApiError(
        400,
        'secret_in_url',
        'A secret never goes in the address, where logs and browser history keep it: offer it as a WebSocket subprotocol beside "cloud-judge" (Sec-WebSocket-Protocol: cloud-judge, <secret>).',
      );
    }
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'upgrade_required', 'This address speaks WebSocket only: ask for an upgrade.');
    }
    const { secret, protocol } = socketSecret(c.req.header('sec-websocket-protocol'));
    const headers = new Headers({ upgrade: 'websocket' });
    if (secret !== null) headers.set('x-judge-secret', secret);
    if (protocol !== null) headers.set('x-judge-protocol', protocol);
    const answer = await roomOf(env, param('id')).fetch('https://room/ws', { headers });
    if (answer.status === 101) return answer;
    unwrap((await answer.json()) as RoomResult<never>);
    throw new Error(`The room answered a WebSocket upgrade with ${answer.status}.`);
  },
);

/** The subprotocol a client offers beside its secret, which the answer names back. */
export const SOCKET_PROTOCOL = 'cloud-judge';
const SECRET = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The secret of a WebSocket client: browsers cannot set headers on a WebSocket, so it comes
 * as a subprotocol offered beside "cloud-judge", which no URL, log or history keeps.
 */
function socketSecret(protocols: string | undefined): { secret: string | null; protocol: string | null } {
  const offered = (protocols ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
  const protocol = offered.includes(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : null;
  const secret = offered.find((p) => p !== SOCKET_PROTOCOL) ?? null;
  if (secret !== null && !SECRET.test(secret)) throw new ApiError(401, 'bad_secret', 'That secret does not open this game.');
  return { secret, protocol };
}

/** A page's query as the room takes it (an absent `before` left out). */
const pageOf = (query: { before?: number | undefined; limit: number }): { before?: number; limit: number } =>
  query.before === undefined ? { limit: query.limit } : { before: query.before, limit: query.limit };

export const playRoutes = [
  readOrdersRoute,
  submitOrdersRoute,
  clearOrdersRoute,
  readPressRoute,
  sendPressRoute,
  voteRoute,
  waitRoute,
  setAbsenceRoute,
  clearAbsencesRoute,
  extendDeadlineRoute,
  resignRoute,
  contactRoute,
  confirmContactRoute,
  historyRoute,
  exportRoute,
  socketRoute,
];

/** The grey and fake parts of a press request, as the command takes them (absent when not asked). */
function pressFormOf(body: { readonly grey?: boolean | undefined; readonly fake?: { readonly from?: string | undefined; readonly to?: readonly string[] | 'ALL' | undefined } | undefined }) {
  const fake = body.fake;
  return {
    ...(body.grey === true ? { grey: true } : {}),
    ...(fake === undefined ? {} : { fake: { ...(fake.from === undefined ? {} : { from: fake.from }), ...(fake.to === undefined ? {} : { to: fake.to }) } }),
  };
}
