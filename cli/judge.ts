/**
 * The `judge` command line: `npm run -s judge -- adjudicate` reads JSON Lines on standard
 * input and writes one JSON line for each line read, in order (../../shared DESIGN.md).
 */
// The engine's settings first, before any of the judge's code runs.
import './engine.js';
import { plainMovementAnswerer } from '../shared/adjudicate/plain-movement.js';
import { boardNamed } from '../shared/map/boards.js';
import { answerStream } from './answer-stream.js';

const USAGE = 'usage: judge adjudicate   (JSON Lines on standard input, one answer line each on standard output)';

/**
 * Every board of the instance by name (`"map"`); `"variant": "standard"` names the standard
 * board too, and `"variant": "global"` the Global board (maps/global/).
 */
const maps = boardNamed;

/**
 * A plain movement phase of the standard board is answered by the lean path (issue 11:
 * far less code to run and to compile before a stream runs fast), every other line by the
 * full one; the answers are the same bytes (test/cli/plain-movement.test.ts).
 * `JUDGE_FULL_PATH=1` turns the lean path off, for `npm run bench` to time the two side by side.
 */
const lean = process.env.JUDGE_FULL_PATH === '1' ? null : plainMovementAnswerer(maps('standard')!);

const [command, ...rest] = process.argv.slice(2);
if (command === 'adjudicate' && rest.length === 0) {
  // Bytes, not text: the lean path reads them as they come, and only the full path's lines are decoded.
  await answerStream(process.stdin, process.stdout, lean, maps);
} else {
  process.stderr.write(`${command === undefined ? 'no command given' : `unknown command: ${[command, ...rest].join(' ')}`}\n${USAGE}\n`);
  process.exitCode = 2;
}
