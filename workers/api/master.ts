import type { z } from 'zod';
import { controlRequest, deadLettersResponse, deadlineRequest, dummyRequest, emptyRequest, gameResponse, handoverRequest, listedRequest, movingRequest, omniscientRequest, observersRequest, previewResponse, processRequest, purgedResponse, renameRequest, reviveRequest, reviveResponse, rollbackRequest, rollforwardRequest } from '../../shared/schemas/api';
import { ApiError } from '../errors';
import type { DoorCommand } from '../room/commands';
import { actRoute, route, type Route } from './route';
import { roomOf } from './rooms';
import { reviveCommand } from '../room/revive';
import { unwrap } from './statuses';

/**
 * The master's commands, one route each under /api/games/:id/master/. The master's secret
 * is needed; a player's secret gets 403 from the game.
 */

const ERRORS = [401, 403, 404, 409] as const;

/** A master command that answers with the game. */
function masterRoute<B extends z.ZodType>(name: string, summary: string, body: B, command: (body: z.output<B>) => DoorCommand): Route {
  return actRoute(
    {
      method: 'post',
      path: `/api/games/:id/master/${name}`,
      tag: 'master',
      summary,
      access: 'secret',
      body,
      response: gameResponse,
      status: 200,
      errors: ERRORS,
    },
    command,
  );
}

/**
 * The phase the master saw, for the commands that move the game (the rules refuse a stale
 * one). Pause, resume and the deadline name none: each says what it does to the phase in
 * front of him whichever it is, and a second one finds it done (or is refused as such).
 */
const from = (phase: string | undefined): { from?: string } => (phase === undefined ? {} : { from: phase });

/** A deadline given as an ISO-8601 time or epoch milliseconds. */
function deadlineAt(at: number | string | null): number | null {
  if (at === null || typeof at === 'number') return at;
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw new ApiError(400, 'invalid_request', `${at} is not a time.`);
  return ms;
}

export const previewRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/master/preview',
    tag: 'master',
    summary: 'What processing the phase now would give; nothing changes.',
    access: 'secret',
    body: emptyRequest,
    response: previewResponse,
    status: 200,
    errors: ERRORS,
  },
  async ({ env, secret, param }) => {
    const acted = unwrap(await roomOf(env, param('id')).act(secret, { type: 'preview' }));
    if (acted.preview === undefined) throw new Error('The game answered a preview without one.');
    return acted.preview;
  },
);

export const deadLettersRoute = route(
  {
    method: 'get',
    path: '/api/games/:id/master/dead-letters',
    tag: 'master',
    summary: 'The mail (and archive writes) given up after every try failed: how many, and the newest 50 with their last error.',
    access: 'secret',
    response: deadLettersResponse,
    status: 200,
    errors: [401, 403, 404],
  },
  async ({ env, secret, param }) => unwrap(await roomOf(env, param('id')).deadLetterList(secret!)),
);

/** PURGE: the room erases the game (not a command that leaves a game to answer with). */
export const purgeRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/master/purge',
    tag: 'master',
    summary: 'Remove a forming game nobody has joined (observers included), its archive rows with it; its id is free again. A game running, over, or with anyone in it: 409. The archive not writable just now: 503, nothing changed.',
    access: 'secret',
    body: emptyRequest,
    response: purgedResponse,
    status: 200,
    errors: [...ERRORS, 503],
  },
  async ({ env, secret, param }) => {
    const purged = unwrap(await roomOf(env, param('id')).purge({ kind: 'secret', secret: secret! }));
    return { purged: purged.id };
  },
);

/**
 * REVIVE: the last player who left the power plays it again, with a new password (the
 * master's, or one made) and web secret, mailed to him in a welcome-back letter; to a player
 * the judge does not write to, the answer gives them, for the master to pass on.
 */
export const reviveRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/master/revive',
    tag: 'master',
    summary:
      'Undo a resignation: the last player who left this vacant power plays it again, as he was, with a new password (given, or made) and web secret, mailed to him in a welcome-back letter (given in the answer instead when the judge does not write to him). A power with a player, or a dummy: 409; nobody left it: 409 nobody_left.',
    access: 'secret',
    body: reviveRequest,
    response: reviveResponse,
    status: 200,
    errors: ERRORS,
  },
  async ({ env, secret, body, param }) => {
    const room = roomOf(env, param('id'));
    const b = body as z.output<typeof reviveRequest>;
    const before = unwrap(await room.view(secret));
    const mailed = before.seats.find((s) => s.power === b.power)?.revivable?.mail === true;
    const { command, letter } = await reviveCommand(b.power, b.password);
    const acted = unwrap(await room.act(secret, command));
    return { game: acted.game, ...(mailed ? {} : { revived: { power: b.power, ...letter } }) };
  },
);

export const masterRoutes = [
  masterRoute('start', 'Start a forming game now; open seats become dummies.', movingRequest, (b) => ({ type: 'start', ...from(b.phase) })),
  masterRoute('process', 'Process the phase named (the one being played), late powers taking their default orders; another phase is refused (409 stale_phase).', processRequest, (b) => ({
    type: 'process',
    from: b.phase,
  })),
  previewRoute,
  reviveRoute,
  deadLettersRoute,
  purgeRoute,
  masterRoute('rollback', 'Undo the last processed phase (or back to the start of a named one, or FORMING): its orders cleared unless restore, the settings of then too with full.', rollbackRequest, (b) => ({
    type: 'rollback',
    ...(b.phase === undefined ? {} : { phase: b.phase }),
    ...from(b.from),
    ...(b.restore === true ? { restore: true } : {}),
    ...(b.full === true ? { full: true } : {}),
  })),
  masterRoute('rollforward', 'Redo the phase last undone.', rollforwardRequest, (b) => ({ type: 'rollforward', ...from(b.from) })),
  masterRoute('pause', 'Stop the clock: no deadline runs until resumed.', emptyRequest, () => ({ type: 'pause' })),
  masterRoute('resume', 'Start the clock again, with the time that was left.', emptyRequest, () => ({ type: 'resume' })),
  masterRoute('deadline', 'Set this phase’s deadline (epoch milliseconds or ISO-8601), or none.', deadlineRequest, (b) => ({
    type: 'set_deadline',
    at: deadlineAt(b.at),
  })),
  masterRoute('dummy', 'Make a power without a player a dummy: it takes default orders from now on. A played power is refused (409): resign its player first.', dummyRequest, (b) => ({ type: 'dummy', power: b.power })),
  masterRoute(
    'control',
    'Put a dummy under the control of powers (the first plays it now, its player ordering for it; the others in turn under ROTATE) or of MASTER; an empty list frees it. A power with a player is refused (409); a dummy or unknown controller, 400.',
    controlRequest,
    (b) => ({ type: 'control', power: b.power, controllers: b.controllers }),
  ),
  masterRoute(
    'handover',
    'Let the player who took a power over read its private press from before him (a successor reads only what is written after he takes the seat). No player, or nothing held back: 409.',
    handoverRequest,
    (b) => ({ type: 'handover', power: b.power }),
  ),
  masterRoute('terminate', 'End the game here, with no winner.', movingRequest, (b) => ({ type: 'terminate', ...from(b.phase) })),
  masterRoute('reveal', 'Show everyone who played which power, once a NO_REVEAL game has ended.', emptyRequest, () => ({ type: 'reveal' })),
  actRoute(
    {
      method: 'post',
      path: '/api/games/:id/master/omniscient',
      tag: 'master',
      summary: 'BLIND games: let a player or observer see the whole board and every result, as the master does (or no longer). Not a BLIND game, or nobody with that id: 400.',
      access: 'secret',
      body: omniscientRequest,
      response: gameResponse,
      status: 200,
      errors: [400, ...ERRORS],
    },
    (b) => ({ type: 'set_omniscient', playerId: b.playerId, omniscient: b.omniscient }),
  ),
  masterRoute('listed', 'List the game in the public lists (the web\'s and the mail\'s LIST) or leave it out; those who know its name still find it.', listedRequest, (b) => ({ type: 'set_listed', listed: b.listed })),
  masterRoute('rename', 'Show the game under a new name; its id, and so its address and its page, stay. The players are told by mail.', renameRequest, (b) => ({ type: 'rename', name: b.name })),
  masterRoute('observers', 'Set the most observers the game takes from now on (0 to 1000); those already in stay.', observersRequest, (b) => ({ type: 'set_max_observers', max: b.max })),
];
