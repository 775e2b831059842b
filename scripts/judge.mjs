// `npm run -s judge -- adjudicate`: the command line from its bundle (dist/judge.mjs),
// built first when it is missing or older than its sources (build-cli.mjs). The bundle is
// run in this process: it reads its command from process.argv as it would alone.
import { pathToFileURL } from 'node:url';
import { currentCli } from './build-cli.mjs';

await import(pathToFileURL(currentCli()).href);
