/*
 * The powers' colours and names as the board shows them: one source for the web client's board,
 * chart and lists and for the board the Worker draws for the MAP mail command.
 */
import type { PowerName } from '../map/types.js';
import { distance, hexLab, oklchHex, type Lab } from './oklab.js';
import { powerSpelling } from '../map/power-spelling.js';

/**
 * Each power's colour on the board, the chart and the lists: the colours players of the
 * standard board know, darkened where a light one would not stand out on the land.
 */
const COLOURS: Readonly<Record<string, string>> = {
  AUSTRIA: '#c8352e',
  ENGLAND: '#2a4fb5',
  FRANCE: '#3fa2dc',
  GERMANY: '#4f4f4f',
  ITALY: '#2f9a45',
  RUSSIA: '#8b5fbf',
  TURKEY: '#d9a51c',
};

/** A power's colour: a function, so that a game's board can give its own powers theirs. */
export type ColourOf = (power: PowerName) => string;

/**
 * The colours the palette is drawn from: twelve hues in each of three lightnesses (OKLCH,
 * so that equal steps look equal), every one dark enough for the white A or F of a unit
 * to read on it, as large text needs (3:1); a darker round after them, so that any map (Chaos
 * has 34 powers, Void 36) gets a colour a power. In the order they are given out: the middle
 * lightness first, its hues taken far apart (0, 6, 3, 9 …), so that a map of few powers gets
 * very different colours.
 */
const ROUNDS = [
  { lightness: 0.5, chroma: 0.15 },
  { lightness: 0.62, chroma: 0.13 },
  { lightness: 0.4, chroma: 0.15 },
  { lightness: 0.32, chroma: 0.12 },
] as const;
const HUE_ORDER = [0, 6, 3, 9, 1, 7, 4, 10, 2, 8, 5, 11];
export const PALETTE: readonly string[] = ROUNDS.flatMap(({ lightness, chroma }, round) =>
  // Each round's hues turned a quarter of a step, so that no two rounds share a hue.
  HUE_ORDER.map((h) => oklchHex(lightness, chroma, ((h + round / 4) * 360) / HUE_ORDER.length + 25)),
);

/** Two powers' colours closer than this (in OKLab) are passed over while a farther one is left. */
export const NEAR = 0.09;

/**
 * The colours of a map's powers, by power: a power of the standard board keeps its known
 * colour, and each other power, in the map's order, takes the next colour of the palette
 * that is not near one already given (the nearest-to-none when every one left is near).
 */
export function powerColours(powers: readonly PowerName[]): ReadonlyMap<PowerName, string> {
  const out = new Map<PowerName, string>();
  const used: Lab[] = [];
  const give = (p: PowerName, hex: string) => {
    out.set(p, hex);
    used.push(hexLab(hex));
  };
  for (const p of powers) {
    const known = COLOURS[p];
    if (known !== undefined && !out.has(p)) give(p, known);
  }
  const free = PALETTE.map((hex) => ({ hex, lab: hexLab(hex) }));
  const gap = (lab: Lab) => Math.min(Infinity, ...used.map((u) => distance(u, lab)));
  for (const p of powers) {
    if (out.has(p)) continue;
    let i = free.findIndex((c) => gap(c.lab) >= NEAR);
    if (i < 0) i = free.reduce((best, c, k) => (gap(c.lab) > gap(free[best]!.lab) ? k : best), 0);
    const chosen = free.splice(i, 1)[0];
    give(p, chosen?.hex ?? powerColour(p));
  }
  return out;
}

/** The colour of a power where no game's map says otherwise (the standard board's, else one of the palette by its name). */
export function powerColour(power: PowerName): string {
  return COLOURS[power] ?? PALETTE[[...power].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % HUE_ORDER.length]!;
}

/** The colours of a map's powers as a function; a power the map does not name falls back to `powerColour`. */
export function colourOf(powers: readonly PowerName[]): ColourOf {
  const colours = powerColours(powers);
  return (p) => colours.get(p) ?? powerColour(p);
}

/**
 * A power's name for sentences and labels: "FRANCE" → "France", "NEW-YORK" → "New-York",
 * "HOLY ROMAN EMPIRE" → "Holy Roman Empire". Names written as abbreviations stay as the map
 * writes them: "B.C.", "USA", "CSA".
 */
export function powerLabel(key: string): string {
  // A board's UNITED+STATES is keyed UNITEDSTATES: labelled as the board spelt it.
  const power = powerSpelling(key);
  if (power.includes('.') || /^[A-Z]{1,3}$/.test(power)) return power;
  const label = power.toLowerCase().replace(/(^|[\s_-])(\p{L})/gu, (_, sep: string, ch: string) => `${sep === '_' ? ' ' : sep}${ch.toUpperCase()}`);
  // "People's Republic of Asia": the little words of a name stay small, but for the first.
  return label.replace(/ (Of|The|And)(?= )/g, (w) => w.toLowerCase());
}
