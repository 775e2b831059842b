import {
  createGameRequest,
  createGameResponse,
  gameList,
  gameResponse,
  joinRequest,
  joinResponse,
  listGamesQuery,
  observeRequest,
  takeoverRequest,
} from '../../shared/schemas/api';
import { listedByDefault } from '../../shared/game/create';
import type { GameSettings } from '../../shared/game/types';
import { listGames, type ArchiveErrorCode } from '../db/archive';
import { hashSecret, newId, newSecret } from '../room/secrets';
import { hashPassword } from '../room/passwords';
import { privacyProof } from '../room/privacy';
import { route } from './route';
import { contactOf, roomOf } from './rooms';
import { unwrap, unwrapWith } from './statuses';

/** Creating, listing, viewing and entering games. */

const archiveStatus = (code: ArchiveErrorCode) => {
  switch (code) {
    case 'bad_cursor':
    case 'bad_limit':
      return 400;
    case 'unknown_game':
      return 404;
    case 'not_finished':
      return 409;
    case 'archive_failed':
      return 503;
  }
};

export const createGameRoute = route(
  {
    method: 'post',
    path: '/api/games',
    tag: 'games',
    summary: 'Create a game. The answer holds the master’s secret, shown this once.',
    access: 'none',
    body: createGameRequest,
    response: createGameResponse,
    status: 201,
    errors: [400, 429],
    limit: 'create',
  },
  async ({ env, body }) => {
    const id = newId();
    const masterSecret = newSecret();
    const settings: GameSettings = {
      name: body.name,
      variant: body.variant,
      // An edition named for a standard game reaches createGame, which refuses it (400 bad_rules).
      ...(body.edition === undefined ? {} : { edition: body.edition }),
      // Directives named for another variant reach createGame, which refuses them (400 bad_rules).
      ...(body.directives === undefined ? {} : { directives: body.directives }),
      // A clock named for another variant reaches createGame, which refuses it (400 bad_rules).
      ...(body.cardClock === undefined ? {} : { cardClock: body.cardClock }),
      // Asked for another variant, createGame refuses it (400 bad_rules).
      ...(body.firstElimination === true ? { firstElimination: true as const } : {}),
      map: body.map,
      // A setup the board does not have: createGame refuses it (400 unknown_map).
      ...(body.setup === undefined ? {} : { setup: body.setup }),
      rules: body.rules,
      deadlines: body.deadlines,
      // Unsaid: listed, but a Solitaire game is not (the DPjudge's SOLITAIRE games are private).
      listed: body.listed ?? listedByDefault(body.variant),
      ...(body.victory === undefined ? {} : { victory: body.victory }),
      ...(body.reminderMinutes === undefined ? {} : { reminderMinutes: body.reminderMinutes }),
      ...(body.showNames ? { showNames: true } : {}),
      ...(body.multipleRoles === undefined ? {} : { multipleRoles: body.multipleRoles }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.maxObservers === undefined ? {} : { maxObservers: body.maxObservers }),
      ...(body.privacyPassword === undefined ? {} : { privacyHash: await hashPassword(body.privacyPassword) }),
    };
    const game = unwrap(await roomOf(env, id).create(id, settings, await hashSecret(masterSecret)));
    return { id, masterSecret, game };
  },
);

export const listGamesRoute = route(
  {
    method: 'get',
    path: '/api/games',
    tag: 'games',
    summary: 'The listed games, newest first, a page at a time; by state, variant and player.',
    access: 'none',
    query: listGamesQuery,
    response: gameList,
    status: 200,
    errors: [503],
  },
  async ({ env, query }) => {
    const { state, ...rest } = query;
    return unwrapWith(await listGames(env.DB, { ...rest, ...(state === undefined ? {} : { status: state }) }), archiveStatus);
  },
);

export const viewGameRoute = route(
  {
    method: 'get',
    path: '/api/games/:id',
    tag: 'games',
    summary: 'The game as the caller may see it: anybody, an observer, a player, the master.',
    access: 'optional',
    response: gameResponse,
    status: 200,
    errors: [401, 404],
  },
  async ({ env, secret, param }) => ({ game: unwrap(await roomOf(env, param('id')).view(secret)) }),
);

/**
 * A newcomer to a game (joining, observing, taking over): a fresh id and secret, the secret
 * shown once in the answer and handed to the room only as its hash.
 */
export async function newcomer(name: string, email: string | undefined) {
  const secret = newSecret();
  return {
    secret,
    entry: { playerId: newId(), name, secretHash: await hashSecret(secret), contact: contactOf(email) },
  };
}

export const joinRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/join',
    tag: 'games',
    summary: 'Join a forming game. The answer holds the player’s secret, shown this once.',
    access: 'optional',
    body: joinRequest,
    response: joinResponse,
    status: 201,
    errors: [401, 403, 404, 409, 429],
    limit: 'enter',
  },
  async ({ env, secret, body, param }) => {
    const who = await newcomer(body.name, body.email);
    const privacy = await privacyProof(env, param('id'), body.privacyPassword);
    const acted = unwrap(
      await roomOf(env, param('id')).act(secret, { type: 'join', ...who.entry, ...privacy, ...(body.power === undefined ? {} : { power: body.power }) }),
    );
    return { playerId: who.entry.playerId, secret: who.secret, power: acted.seat ?? null };
  },
);

/**
 * A route by which someone enters a game without a power (an observer; Payola's investor,
 * `also` marking the kind): the same body, answer and limit.
 */
export function enterWithoutPowerRoute(path: string, summary: string, also: { readonly investor?: true } = {}) {
  return route(
    {
      method: 'post',
      path,
      tag: 'games',
      summary,
      access: 'optional',
      body: observeRequest,
      response: joinResponse,
      status: 201,
      errors: [401, 403, 404, 409, 429],
      limit: 'enter',
    },
    async ({ env, secret, body, param }) => {
      const who = await newcomer(body.name, body.email);
      unwrap(await roomOf(env, param('id')).act(secret, { type: 'observe', ...who.entry, ...also }));
      return { playerId: who.entry.playerId, secret: who.secret, power: null };
    },
  );
}

export const observeRoute = enterWithoutPowerRoute('/api/games/:id/observe', 'Watch a game. The answer holds the observer’s secret, shown this once.');

export const takeoverRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/takeover',
    tag: 'games',
    summary: 'Take over a vacant power. The answer holds the new player’s secret, shown this once.',
    access: 'optional',
    body: takeoverRequest,
    response: joinResponse,
    status: 201,
    errors: [401, 403, 404, 409, 429],
    limit: 'enter',
  },
  async ({ env, secret, body, param }) => {
    const who = await newcomer(body.name, body.email);
    const privacy = await privacyProof(env, param('id'), body.privacyPassword);
    const acted = unwrap(await roomOf(env, param('id')).act(secret, { type: 'takeover', power: body.power, ...who.entry, ...privacy }));
    return { playerId: who.entry.playerId, secret: who.secret, power: acted.seat ?? body.power };
  },
);

export const gameRoutes = [createGameRoute, listGamesRoute, viewGameRoute, joinRoute, observeRoute, takeoverRoute];
