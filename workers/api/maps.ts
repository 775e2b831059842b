import { boardInfo, boardNames, type BoardInfo } from '../../shared/map/boards';
import { mapList, mapResponse } from '../../shared/schemas/api';
import { ApiError } from '../errors';
import { route } from './route';

/** The boards a game can be made on (maps/, embedded at build: shared/map/boards.ts). */

/** Every board, by name; boardNames lists only boards that read, so each has its facts. */
const allBoards = (): BoardInfo[] => boardNames().map((name) => boardInfo(name)!);

export const listMapsRoute = route(
  {
    method: 'get',
    path: '/api/maps',
    tag: 'games',
    summary: 'The boards a game can be made on: name (the `map` of a new game), title, powers, centres, units at the start, centres to win.',
    access: 'none',
    response: mapList,
    status: 200,
    errors: [],
  },
  async () => ({ maps: allBoards() }),
);

export const mapRoute = route(
  {
    method: 'get',
    path: '/api/maps/:name',
    tag: 'games',
    summary: 'One board, by name.',
    access: 'none',
    response: mapResponse,
    status: 200,
    errors: [404],
  },
  async ({ param }) => {
    const name = param('name');
    const map = boardInfo(name);
    if (map === undefined) throw new ApiError(404, 'unknown_map', `There is no map named "${name}" here; the maps are ${boardNames().join(', ')}.`);
    return { map };
  },
);

export const mapRoutes = [listMapsRoute, mapRoute];
