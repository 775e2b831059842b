/**
 * Loaded before the judge (`node --import data:…`): on exit, the CPU milliseconds of the main
 * thread and of all the others (Linux, from /proc: each thread's schedstat, in nanoseconds,
 * or its stat in clock ticks of 10 ms where schedstat is missing), written to standard error
 * as `thread-cpu MAIN OTHER`. The bench and the command line's profiler both split the time so.
 */
export const THREAD_CPU = `import { readFileSync, readdirSync } from 'node:fs';
process.on('exit', () => {
  let main = 0; let other = 0;
  for (const t of readdirSync('/proc/self/task')) {
    let ms;
    try {
      ms = Number(readFileSync('/proc/self/task/' + t + '/schedstat', 'utf8').split(' ')[0]) / 1e6;
    } catch {
      const stat = readFileSync('/proc/self/task/' + t + '/stat', 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms = (Number(f[11]) + Number(f[12])) * 10;
    }
    if (Number(t) === process.pid) main += ms; else other += ms;
  }
  process.stderr.write('thread-cpu ' + main.toFixed(3) + ' ' + other.toFixed(3) + '\\n');
});`;
