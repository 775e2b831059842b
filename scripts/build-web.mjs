// Builds the static client into web/dist, which wrangler serves as the Worker's assets.
// For now the client is only web/public copied as it is; the real build replaces this.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'web', 'public');
const to = join(root, 'web', 'dist');

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
cpSync(from, to, { recursive: true });
