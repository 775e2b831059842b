/**
 * Writes the bench's command-line stream (cli-stream.ts) to a file, for
 * scripts/profile-cli.mjs: `node write-cli-stream.mjs OUT COUNT`.
 */
import { writeFileSync } from 'node:fs';
import { standardMap } from '../shared/map/standard.js';
import { cliStream } from './cli-stream.js';

const [out, count] = process.argv.slice(2);
if (out === undefined || !(Number(count) > 0)) throw new Error('usage: write-cli-stream OUT COUNT');
writeFileSync(out, cliStream(standardMap(), Number(count)).join('\n') + '\n');
