/**
 * The `judge` command line: `npm run -s judge -- adjudicate` reads JSON Lines on standard
 * input and writes one JSON line for each line read, in order (../../shared DESIGN.md).
 */
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
 * Every line of a chunk of input is answered, and the chunk's answers go out in one write:
 * a write for each line cost more than most adjudications.
 */
async function adjudicate(): Promise<void> {
  const split = lineSplitter();
  const answer = async (lines: readonly string[]): Promise<void> => {
    if (lines.length === 0) return;
    let out = '';
    for (const line of lines) out += answerJsonLine(line, maps) + '\n';
    if (!process.stdout.write(out)) {
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
