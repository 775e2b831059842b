// Installs the locked dependencies when node_modules is missing or older than
// package-lock.json, so `npm test` and `npm start` work on a fresh clone.
import { existsSync, lstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, must, root } from './run.mjs';

// npm rewrites this file on every install, so its age is the age of node_modules.
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

export function depsAreCurrent() {
  return existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

/** node_modules is a link to another checkout's: npm ci here would empty that one too. */
function sharedDeps() {
  const modules = join(root, 'node_modules');
  return existsSync(modules) && lstatSync(modules).isSymbolicLink();
}

export async function ensureDeps() {
  if (depsAreCurrent()) return;
  if (sharedDeps()) {
    // A git worktree's checkout makes its package-lock.json newer than the linked install.
    console.log('node_modules is a link to another checkout: not reinstalling here (run npm ci there if its lock file changed).');
    return;
  }
  console.log('Dependencies are missing or older than package-lock.json: running npm ci.');
  await must('npm', ['ci', '--no-audit', '--no-fund']);
}

if (isMain(import.meta.url)) await ensureDeps();
