import type { TestProject } from 'vitest/node';
import { haveChromium } from './chromium-path.js';
import { startDevServer } from './server.js';

/**
 * One `wrangler dev` for every browser test file (vitest's globalSetup of the browser
 * project): starting one took a dozen seconds, once a file. Each file makes games of its
 * own, so they share the judge as players share a host. Its rate limits exempt loopback,
 * as the load test's do, since all the files' creates and joins come from there.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served judge's address; empty where there is no Chromium and no test runs. */
    judgeUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!haveChromium) {
    project.provide('judgeUrl', '');
    return undefined;
  }
  const server = await startDevServer(Date.now() + 120_000);
  project.provide('judgeUrl', server.url);
  return () => server.stop();
}
