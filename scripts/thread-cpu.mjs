/**
 * Loaded before the judge (`node --import data:…`): on exit, the CPU milliseconds of the main
 * thread and of all the others (Linux, from /proc), written to standard error as
 * `thread-cpu MAIN OTHER`. The bench and the command line's profiler both split the time so.
 */
export const THREAD_CPU = `import { readFileSync, readdirSync } from 'node:fs';
process.on('exit', () => {
  let main = 0; let other = 0;
  for (const t of readdirSync('/proc/self/task')) {
    const stat = readFileSync('/proc/self/task/' + t + '/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(f[11]) + Number(f[12])) * 10;
    if (Number(t) === process.pid) main += ms; else other += ms;
  }
  process.stderr.write('thread-cpu ' + main + ' ' + other + '\\n');
});`;
