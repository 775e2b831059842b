import type { z } from 'zod';
import type { OrderReport } from '../../shared/adjudicate/types';
import type { PhaseRecord } from '../../shared/game/types';
import type { BoardInfo } from '../../shared/map/boards';
import type { gameView, listLine, listView, mapInfo, orderReport, phaseRecord } from '../../shared/schemas/api';
import type { ListView, ViewLine } from '../../shared/variants/crystal-ball/index';
import type { GameView, SeatView } from '../../shared/views/index';

/*
 * The Worker answers with what the engine gives, unparsed, but the web client reads every
 * answer through the zod schemas of shared/schemas/api.ts, and a zod object drops the
 * fields it does not name. So each field the engine's views carry must be named in the
 * schema, or it silently never reaches the client: checked here when the Worker compiles.
 */

/** The fields of `T` a client reading through `S` would lose. */
type Dropped<T, S extends z.ZodType> = Exclude<keyof T, keyof z.output<S>>;
/** `true` when nothing is lost; otherwise a type naming what is, for the error message. */
type Carried<K> = [K] extends [never] ? true : { readonly dropped: K };

export const CARRIED: {
  readonly game: Carried<Dropped<GameView, typeof gameView>>;
  readonly seat: Carried<Dropped<SeatView, z.ZodType<z.output<typeof gameView>['seats'][number]>>>;
  readonly record: Carried<Dropped<PhaseRecord, typeof phaseRecord>>;
  readonly report: Carried<Dropped<OrderReport & { readonly annotation?: string }, typeof orderReport>>;
  readonly list: Carried<Dropped<ListView, typeof listView>>;
  readonly line: Carried<Dropped<ViewLine, typeof listLine>>;
  readonly map: Carried<Dropped<BoardInfo, typeof mapInfo>>;
} = { game: true, seat: true, record: true, report: true, list: true, line: true, map: true };
