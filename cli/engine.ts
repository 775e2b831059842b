/**
 * The engine's settings for the command line, made before anything else runs (cli/judge.ts
 * imports this first). On a stream of a few thousand phases most of the time is V8's
 * optimizing compiler making the judge's hot code fast (docs/command-line.md, "Feeding it
 * many games"), and its inlining and loop peeling double the code it makes for no speed
 * that the long streams show: without them a 3,000-phase stream costs some 15 µs a phase
 * less, a 20,000-phase one the same (`npm run bench`). Four of its passes more (escape
 * analysis, the move optimizer, control-flow and store elimination) cost more to run than
 * they save on the lean path's code, which makes few objects to escape: without them a
 * 3,000-phase stream takes some 3% fewer instructions (counted under valgrind, which the
 * machine's noise does not move), a 20,000-phase one no more. The judge's answers do not
 * depend on any of it.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-turbo-inlining');
setFlagsFromString('--no-turbo-loop-peeling');
setFlagsFromString('--no-turbo-escape');
setFlagsFromString('--no-turbo-move-optimization');
setFlagsFromString('--no-turbo-cf-optimization');
setFlagsFromString('--no-turbo-store-elimination');
