import { existsSync } from 'node:fs';

/** Debian's Chromium, the one browser the tests drive (never a downloaded one). */
export const CHROMIUM = '/usr/bin/chromium';
export const haveChromium = existsSync(CHROMIUM);
