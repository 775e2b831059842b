import type { Position } from '../adjudicate/types.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';

/**
 * Land shaded by who owns it, as Backstabbr and webDiplomacy draw the board: each supply
 * centre in a light tint of its owner's colour, light enough that units, arrows and names
 * stay readable on it. Sea is never shaded (no power owns a sea centre on the boards we draw,
 * and a tinted sea would read as land).
 */

/** The land colour of the drawing (maps/standard/standard.svg, `.land`): tints are mixed into it. */
export const LAND = '#ece0bf';

/** How much of the owner's colour a tint holds, for a power without a tint of its own. */
export const TINT = 0.42;

/**
 * The standard powers' tints, picked by eye: light, each clearly its power's hue, and none
 * mistaken for the sea (#b9d3e3): France's blue is brighter than the water, England's
 * bluer-violet than Russia's.
 */
export const TINTS: Readonly<Record<string, string>> = {
  AUSTRIA: '#e8a59c',
  ENGLAND: '#a9b4ea',
  FRANCE: '#7fc6f5',
  GERMANY: '#bdb3a5',
  ITALY: '#acd89f',
  RUSSIA: '#cdb0e2',
  TURKEY: '#f3d47a',
};

/** The land tint of a power: its own, or its colour mixed into the land. */
export const tintOf = (power: PowerName, colourOf: (power: PowerName) => string): string => TINTS[power] ?? mix(colourOf(power), LAND, TINT);

/** `colour` mixed into `base`, `amount` of the way (0: base, 1: colour); both `#rrggbb`. */
export function mix(colour: string, base: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const v = Math.round(channel(base, i) + (channel(colour, i) - channel(base, i)) * amount);
    out += v.toString(16).padStart(2, '0');
  }
  return out;
}

/** The fill of every owned land province, by province, from the position's centre ownership. */
export function ownerFills(map: GameMap, position: Position, colourOf: (power: PowerName) => string): Map<ProvinceId, string> {
  const fills = new Map<ProvinceId, string>();
  for (const [power, centres] of Object.entries(position.centers)) {
    for (const c of centres) {
      const province = map.provinces.get(c);
      if (!province || province.terrain === 'WATER') continue;
      fills.set(c, tintOf(power, colourOf));
    }
  }
  return fills;
}

/**
 * The fills as a style sheet for the drawing inlined in the board: one rule a province, by the
 * id its outline has in the SVG. A style sheet rather than new shapes, so that the borders and
 * names drawn on the land stay as they are.
 */
export function ownerStyle(fills: ReadonlyMap<ProvinceId, string>): string {
  return [...fills].map(([province, fill]) => `#provinces>#${province}{fill:${fill}}`).join('');
}

/**
 * The provinces the next click may name, lit in the same style sheet: drawn over the owner's
 * tint rather than under a copy of the outline (a copy keeps the land's own fill, which
 * washed the tint out and hid the light). Coasts are lit by their circles alone.
 */
export function targetStyle(targets: readonly string[]): string {
  return targets
    .filter((t) => !t.includes('/'))
    .map((t) => `#provinces>#${t}{fill:${TARGET_FILL};stroke:#b07b00;stroke-width:2.5px}`)
    .join('');
}

/** The light of a province the next click may name. */
export const TARGET_FILL = '#ffe28a';
