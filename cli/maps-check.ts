/**
 * `npm run -s maps:check -- FILE.map…`: whether each map file, read from wherever it lies
 * with the files it USEs beside it, is a board the judge can play. One line a file, in the
 * order given; the exit status is 1 when any is not playable, 2 when no file is named.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { FILE_NAME } from '../shared/map/read.js';
import { unplayedMapFacts } from '../shared/map/unplayed.js';
import { loadMapFromDir } from './map-files.js';

const USAGE = 'usage: maps:check FILE.map…   (one line a file: playable, or not playable and why)';

/** The line for one file, and whether the judge can play it. */
function check(path: string): { line: string; playable: boolean } {
  // npm runs a script from the package's folder; a relative name means the folder it was typed in.
  const full = resolve(process.env['INIT_CWD'] || process.cwd(), path);
  const file = basename(full);
  if (!file.endsWith('.map')) return { line: `${path}: not playable: a map file's name ends in .map`, playable: false };
  if (!existsSync(full)) return { line: `${path}: not playable: there is no such file`, playable: false };
  // The reader takes plain file names only, so a file there under another name would read as absent.
  if (!FILE_NAME.test(file)) return { line: `${path}: not playable: a map file's name is letters, digits and _ . + - only`, playable: false };
  const r = loadMapFromDir(dirname(full), file.slice(0, -'.map'.length));
  if (!r.ok) {
    // The reader lists every problem, a line each; one line a file keeps the output greppable.
    // Its last line may count those it left out ("… and 7 more problems.").
    const [first = '', ...others] = r.error.message.split('\n');
    const untold = /^… and (\d+) more problems\.$/.exec(others[others.length - 1] ?? '');
    const count = untold ? others.length - 1 + Number(untold[1]) : others.length;
    const more = count === 0 ? '' : ` (and ${count} more ${count === 1 ? 'problem' : 'problems'})`;
    return { line: `${path}: not playable: ${first}${more}`, playable: false };
  }
  const m = r.value;
  // A map that reads may still state what the judge does not play yet (NEWHOMES, IN/FROM …).
  const unplayed = unplayedMapFacts(m);
  if (unplayed.length > 0) {
    const more = unplayed.length === 1 ? '' : ` (and ${unplayed.length - 1} more)`;
    return { line: `${path}: not playable: ${unplayed[0]}${more}`, playable: false };
  }
  return { line: `${path}: playable (${m.powers.size} powers, ${m.supplyCenters.size} centres)`, playable: true };
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write(`no map file given\n${USAGE}\n`);
  process.exitCode = 2;
} else {
  let allPlayable = true;
  for (const path of files) {
    const { line, playable } = check(path);
    process.stdout.write(line + '\n');
    allPlayable &&= playable;
  }
  if (!allPlayable) process.exitCode = 1;
}
