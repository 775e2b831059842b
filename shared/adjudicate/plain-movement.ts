import type { GameMap } from '../map/types.js';
import { readUtf8, writeUtf8 } from '../text/utf8.js';
import { resolveMovement } from './movement.js';
import { afterMoves, o, writeAnswer } from './plain/answer.js';
import { boardOf, checkedOrders, checkOrders, orders } from './plain/orders.js';
import { line, scanRequest } from './plain/request.js';
import { plainTables } from './plain/tables.js';
import { outcomeNumbers, resolveOrderNumbers } from './plain-resolver.js';

/**
 * The command line's lean path (issue 11; docs/command-line.md, "Feeding it many games"): one line
 * of `judge adjudicate` that is a plain movement phase of a plain board (the standard
 * variant, no rules, a position written as the judge writes it) answered with far less
 * code than the full path runs, so that a stream is fast before the engine has compiled
 * much. The answer is byte for byte the full path's (test/cli/plain-movement.test.ts holds
 * the two together): the line is read only when nothing in it asks for more than this
 * path knows, and anything else (another variant, a rule, an unknown field, a unit or
 * place not written exactly as the judge writes it, a retreat or adjustment phase, a string
 * with an escape or a character beyond ASCII, a number other than a plain integer id, a key
 * given twice) makes it answer -1, for the full path (request.ts) to answer instead.
 *
 * The line is read as the bytes it came in and the answer written as bytes: JSON.parse, the
 * strings and objects it made, and the answer's text were most of what a line cost. Its
 * scanner reads the request's JSON itself, each unit, place and order line straight from
 * the bytes into numbers, against tables made once per map.
 *
 * Within a phase, an order written in one of the judge's own forms ("A PAR - BUR",
 * "F NTH C A LON - NWY", "A BUR S A MUN - MAR") that the entry checks plainly accept is
 * checked here from those tables; any other order line (a void one, a coast to choose, a
 * convoy of several fleets) is read and checked by the grammar and the checker themselves
 * (orders/parse.ts, orders/check.ts), so that what it gets is theirs. The resolution is
 * the lean path's own resolver's (plain-resolver.ts), movement.ts's where that one leaves a
 * phase to it, and the answer is written from words made once.
 *
 * It is written for the engine that compiles it (docs/command-line.md, "What made the lean
 * path cheap to start"): few functions, loops on locals, constants as const enums the
 * bundler writes in, numbers rather than objects, and no code in a hot function that only
 * runs long after the engine has compiled it.
 *
 * One line is answered at a time, start to end, without calling out: so the scanner's place
 * and the line's working arrays are kept at their modules' level and reused from line to
 * line. The parts, in the order a line goes through them: plain/tables.ts (what the board
 * gives, made once), plain/request.ts (the scanner), plain/orders.ts (the order lines),
 * plain-resolver.ts (the resolution), plain/answer.ts (the board after it, and the answer).
 */

/**
 * The lean path of one board. It reads a line as the bytes it arrived in (UTF-8) and writes
 * its answer as bytes, so that neither is ever a string: reading JSON text and writing it
 * were most of what a line cost (issue 11).
 */
export interface PlainMovementAnswerer {
  /**
   * Answers the line input[start, end) (without its end of line): the answer's length in
   * `out`, from 0, or -1 when the line is not for this path (the full path answers it).
   */
  answer(input: Uint8Array, start: number, end: number): number;
  /** The last answer's bytes, out[0, length): valid until the next call, which may replace it with a larger one. */
  readonly out: Uint8Array;
}

/** The lean path on a line of text, for tests and the bench: the answer, or undefined when it is not for this path. */
export function plainMovementText(answerer: PlainMovementAnswerer): (line: string) => string | undefined {
  let bytes = new Uint8Array(1 << 12);
  return (line) => {
    if (3 * line.length > bytes.length) bytes = new Uint8Array(3 * line.length);
    const n = answerer.answer(bytes, 0, writeUtf8(line, bytes, 0));
    return n < 0 ? undefined : readUtf8(answerer.out, 0, n);
  };
}

/**
 * The lean path for this map, or null when the map has anything it does not know: edges
 * only some may use, marked edges, phased lines, builds beyond the home centres (reserves,
 * militia, factories, partisans, alternatives, claims, new homes), leagues, places not
 * written "ABC" or "ABC/XC", names that JSON would escape, more than 30 powers.
 */
export function plainMovementAnswerer(map: GameMap): PlainMovementAnswerer | null {
  const tables = plainTables(map);
  if (tables === null) return null;
  const answerer = {
    get out(): Uint8Array {
      return o;
    },
    answer(input: Uint8Array, start: number, end: number): number {
      // The steps in one function: each function the engine compiles costs it much the same
      // whatever its size (docs/command-line.md, "Where the time goes").
      try {
        if (!scanRequest(tables, map, input, start, end)) return -1;
        checkOrders(tables, map);
        // The lean path's own resolver, or the adjudicator's where that one leaves the phase to it (a cycle it does not settle).
        const outcome =
          resolveOrderNumbers(tables.graph, line.count, line.unitAt, line.unitProvince, orders.numbers)
          ?? outcomeNumbers(resolveMovement(boardOf(tables), checkedOrders(tables)), line.count, tables.provinces);
        return writeAnswer(tables, outcome, afterMoves(tables, outcome));
      } catch {
        // A bug of this path's own: the full path answers the line, as it would have.
        return -1;
      }
    },
  };
  return answerer;
}
