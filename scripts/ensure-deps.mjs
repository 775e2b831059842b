// Installs the locked dependencies when node_modules is missing or older than
// package-lock.json, so `npm test` and `npm start` work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, must, root } from './run.mjs';

// npm rewrites this file on every install, so its age is the age of node_modules.
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

export function depsAreCurrent() {
  return existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

export async function ensureDeps() {
  if (depsAreCurrent()) return;
  console.log('Dependencies are missing or older than package-lock.json: running npm ci.');
  await must('npm', ['ci', '--no-audit', '--no-fund']);
}

if (isMain(import.meta.url)) await ensureDeps();
