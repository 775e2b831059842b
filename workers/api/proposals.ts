import { gameResponse, proposalAnswerRequest, proposeRequest } from '../../shared/schemas/api';
import { actRoute } from './route';

/** PROPOSE_DIAS: an ending proposed to the players, and their answers to it. */

export const proposeRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/proposal',
    tag: 'play',
    summary:
      'PROPOSE_DIAS games: propose an ending, a draw including all survivors or a concession to one power, accepting it yourself. One proposal stands at a time; the game view shows it to everyone (who proposed it, unless HIDE_PROPOSER).',
    access: 'secret',
    body: proposeRequest,
    response: gameResponse,
    status: 200,
    errors: [400, 401, 403, 404, 409],
  },
  (body) => ({ type: 'propose', ending: body.ending, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const answerProposalRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/proposal',
    tag: 'play',
    summary:
      'PROPOSE_DIAS games: accept (yes) or veto (no) the ending proposed. It ends the game once every player has accepted it; a single veto and it fails.',
    access: 'secret',
    body: proposalAnswerRequest,
    response: gameResponse,
    status: 200,
    errors: [400, 401, 403, 404, 409],
  },
  (body) => ({ type: 'answer_proposal', yes: body.yes, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const proposalRoutes = [proposeRoute, answerProposalRoute];
