// Builds the static client into web/dist, which wrangler serves as the Worker's assets.
// For now the client is only web/public copied as it is; the real build replaces this.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, root } from './run.mjs';

export function buildWeb() {
  const to = join(root, 'web', 'dist');
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(join(root, 'web', 'public'), to, { recursive: true });
}

if (isMain(import.meta.url)) buildWeb();
