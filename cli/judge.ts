/**
 * The `judge` command line: `npm run -s judge -- adjudicate` reads JSON Lines on standard
 * input and writes one JSON line for each line read, in order (../../shared DESIGN.md).
 */
import { plainMovementAnswerer, plainMovementText } from '../shared/adjudicate/plain-movement.js';
import { answerJsonLine } from '../shared/adjudicate/request.js';
import { boardNamed } from '../shared/map/boards.js';
import { lineSplitter } from './lines.js';

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
const plain = lean === null ? null : plainMovementText(lean);

/**
 * Every line of a chunk of input is answered, and the chunk's answers go out in one write:
 * a write for each line cost more than most adjudications.
 */
async function adjudicate(): Promise<void> {
  const split = lineSplitter();
  const answer = async (lines: readonly string[]): Promise<void> => {
    if (lines.length === 0) return;
    // Each answer copied at once into the chunk's buffer: strings joined for a whole chunk
    // live until it is written, and the collector copied them over and over meanwhile.
    let out = Buffer.allocUnsafe(1 << 16);
    let used = 0;
    for (const line of lines) {
      const text = plain?.(line) ?? answerJsonLine(line, maps);
      if (used + 3 * text.length + 1 > out.length) {
        const bigger = Buffer.allocUnsafe(Math.max(2 * out.length, used + 3 * text.length + 1));
        out.copy(bigger, 0, 0, used);
        out = bigger;
      }
      used += out.write(text, used, 'utf8');
      out[used++] = 10;
    }
    if (!process.stdout.write(out.subarray(0, used))) {
      await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
    }
  };
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) await answer(split.push(chunk as string));
  await answer(split.end());
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'adjudicate' && rest.length === 0) {
  await adjudicate();
} else {
  process.stderr.write(`${command === undefined ? 'no command given' : `unknown command: ${[command, ...rest].join(' ')}`}\n${USAGE}\n`);
  process.exitCode = 2;
}
