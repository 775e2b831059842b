/**
 * The `judge` command line: `npm run -s judge -- adjudicate` reads JSON Lines on standard
 * input and writes one JSON line for each line read, in order (../../shared DESIGN.md).
 */
import { createInterface } from 'node:readline';
import { answerJsonLine } from '../shared/adjudicate/request.js';
import { standardMap } from '../shared/map/standard.js';

const USAGE = 'usage: judge adjudicate   (JSON Lines on standard input, one answer line each on standard output)';

const maps = (variant: string) => (variant === 'standard' ? standardMap() : undefined);

async function adjudicate(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!process.stdout.write(answerJsonLine(line, maps) + '\n')) {
      await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
    }
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'adjudicate' && rest.length === 0) {
  await adjudicate();
} else {
  process.stderr.write(`${command === undefined ? 'no command given' : `unknown command: ${[command, ...rest].join(' ')}`}\n${USAGE}\n`);
  process.exitCode = 2;
}
