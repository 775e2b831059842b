import { mapGraph, reachableIn, type MapGraph } from '../../map/graph.js';
import type { Phase } from '../../map/phase.js';
import type { GameMap, PowerName, ProvinceId, UnitKind } from '../../map/types.js';
import { retreatOptions } from '../../orders/check.js';
import type { Order } from '../../orders/types.js';
import type { Result } from '../../result.js';
import type { Unit } from '../types.js';

/**
 * What the lean path (../plain-movement.ts) knows of a board, made once: its tables, and
 * places and units read from bytes by them.
 */

/** A movement phase, and the phases after it up to the next movement phase (at most 16), each with its name as bytes. */
export interface PhaseChain {
  readonly phase: Phase;
  readonly next: readonly Phase[];
  readonly nextBytes: readonly Uint8Array[];
}

/** ASCII bytes of a text made of ASCII. */
export function ascii(text: string): Uint8Array {
  // A loop: Uint8Array.from with a mapping calls back for each character, and the lean path makes words as it meets new reports.
  const bytes = new Uint8Array(text.length);
  for (let k = 0; k < text.length; k++) bytes[k] = text.charCodeAt(k);
  return bytes;
}

/**
 * What the map gives once. Places (locations) are numbered as the map lists them; each unit
 * as the judge writes it ("A PAR", "F STP/SC") is a small code, with its kind, place and
 * province and the provinces it may step into; powers are numbered in the map's order.
 */
export interface Tables {
  readonly graph: MapGraph;
  readonly provinces: number;
  /** By unit code: its text, kind, place, province, and `steps[c][p]` (it may step into province p). */
  readonly text: string[];
  readonly kind: UnitKind[];
  readonly at: string[];
  readonly province: Int32Array;
  readonly steps: Uint8Array[];
  /** By unit code, then place: where a fleet's move written to that place lands (a place), when the checker would take it without asking for a coast; -1 otherwise. */
  readonly fleetTo: Int32Array[];
  /** By place: the province, when the place is a province an army can stand in; -1 otherwise. */
  readonly armyProvince: Int32Array;
  /** By place: the province, when the place is a province written as itself (no coast); -1 otherwise. */
  readonly provinceOf: Int32Array;
  /** By place: its province (a coast's too). */
  readonly placeProvince: Int32Array;
  /** By unit code: the provinces it may retreat to on an empty board (check.ts, retreatOptions). */
  readonly retreats: Int32Array[];
  /** The powers by number, in the map's order, and their names as bytes (keys of the request). */
  readonly powerNames: readonly PowerName[];
  readonly powerBytes: readonly Uint8Array[];
  /** By first letter (× 64) and length: the one power so named (255: none, 254: several). */
  readonly powerByLetters: Uint8Array;
  /** Each power's report as far as its order: `{"power":"FRANCE","order":`; its key: `"FRANCE":`. */
  readonly powerJson: readonly Uint8Array[];
  readonly powerKey: readonly Uint8Array[];
  /** Each power's home centres, by province number. */
  readonly homeProvinces: readonly (readonly number[])[];
  /** The map's own centres: the owner of each province's centre (-1: none), and the centres as JSON. */
  readonly startOwner: Int32Array;
  readonly startCentersJson: Uint8Array;
  /** Places by their letters (placeKey), their names, and by name. */
  readonly placeAt: Int32Array;
  readonly placeId: string[];
  readonly placeIndex: ReadonlyMap<string, number>;
  /** The unit code of an army (2l) and of a fleet (2l + 1) on place l, -1 where none can stand. */
  readonly unitOn: Int32Array;
  /** Words of the answer: `"A PAR`, `"A PAR H","result":"` by unit code; `"PAR"` by province. */
  readonly unitOpen: Uint8Array[];
  readonly holdOpen: Uint8Array[];
  readonly provinceJson: Uint8Array[];
  /** Each code's place by name, as the checker's sentences give it; the void reports of supports to hold made so far, by the two codes. */
  readonly placeName: string[];
  readonly refusals: Map<number, Uint8Array>;
  /** Order lines the grammar has read so far, and what it made of each. */
  readonly grammarRead: Map<string, Result<Order>>;
  /** Phase texts read so far (by phaseKey): the movement phase each one is and what follows it, or null. */
  readonly phases: Map<number, PhaseChain | null>;
  /** The units of the board by power and code (k × codes + code), made as they are first met. */
  readonly unitObjects: (Unit | undefined)[];
}

export function plainTables(map: GameMap): Tables | null {
  const graph = mapGraph(map);
  if (graph.markedEdges || (map.phased?.length ?? 0) > 0 || map.homeYears !== undefined) return null;
  // Seasonal spaces (Global) close retreats by the season.
  if (map.powers.size > 30 || map.closed !== undefined) return null;
  for (const power of map.powers.values()) {
    if (power.reserves !== undefined || power.militia !== undefined || power.factories !== undefined || power.partisans !== undefined) return null;
    if (power.alternatives !== undefined || power.claims !== undefined || (power.league !== undefined && power.league.behaviour !== 'open')) return null;
  }
  for (const steps of graph.armySteps.values()) if (steps === null) return null;
  for (const steps of graph.fleetSteps.values()) if (steps === null) return null;
  const P = graph.provinces.length;
  const powerNames = [...map.powers.keys()];
  // The answer is written from these words as they are: none may need escaping in JSON.
  const words = [...powerNames, ...map.provinces.keys(), ...map.locations.keys()];
  if (words.some((w) => JSON.stringify(w) !== `"${w}"` || /[^\x20-\x7e]/.test(w))) return null;
  // Every place "ABC" or "ABC/XC" (X: N, S, E or W), as on the standard board: read by letters.
  const placeId = [...map.locations.keys()];
  const L = placeId.length;
  const placeIndex = new Map(placeId.map((id, l) => [id, l]));
  const placeAt = new Int32Array(26 * 26 * 26 * COASTS.length).fill(-1);
  for (let l = 0; l < L; l++) {
    const bytes = ascii(placeId[l]!);
    const key = placeKey(bytes, 0, bytes.length);
    if (key < 0 || placeKeyEnd !== bytes.length || placeAt[key] !== -1) return null;
    placeAt[key] = l;
  }
  const text: string[] = [];
  const kind: UnitKind[] = [];
  const at: string[] = [];
  const province: number[] = [];
  const steps: Uint8Array[] = [];
  const fleetTo: Int32Array[] = [];
  const unitOn = new Int32Array(2 * L).fill(-1);
  for (const loc of map.locations.values()) {
    const p = graph.locationProvince.get(loc.id);
    if (p === undefined) continue;
    for (const k of ['A', 'F'] as const) {
      if (!(k === 'A' ? loc.armyCanStand : loc.fleetCanStand)) continue;
      const c = text.length;
      unitOn[2 * placeIndex.get(loc.id)! + (k === 'A' ? 0 : 1)] = c;
      text.push(`${k} ${loc.id}`);
      kind.push(k);
      at.push(loc.id);
      province.push(p);
      steps.push((k === 'A' ? graph.armySteps : graph.fleetSteps).get(loc.id)!);
      const lands = new Int32Array(L).fill(-1);
      if (k === 'F') {
        for (let q = 0; q < P; q++) {
          if (q === p) continue;
          const reach = reachableIn(graph, 'F', loc.id, q);
          // A coast written is taken when reachable; the province alone, when one place of it is.
          if (graph.coasts[q]!.length > 0) for (const x of reach) if (x !== graph.provinces[q]) lands[placeIndex.get(x)!] = placeIndex.get(x)!;
          if (reach.length === 1) lands[placeIndex.get(graph.provinces[q]!)!] = placeIndex.get(reach[0]!)!;
        }
      }
      fleetTo.push(lands);
    }
  }
  const armyProvince = new Int32Array(L).fill(-1);
  const provinceOf = new Int32Array(L).fill(-1);
  for (let l = 0; l < L; l++) {
    const p = graph.provinceIndex.get(placeId[l]!);
    if (p === undefined || !map.provinces.has(placeId[l]!)) continue;
    provinceOf[l] = p;
    if (map.locations.get(placeId[l]!)?.armyCanStand) armyProvince[l] = p;
  }
  const startCenters: Record<PowerName, ProvinceId[]> = {};
  const startOwner = new Int32Array(P).fill(-1);
  for (const power of map.powers.values()) startCenters[power.name] = [...power.centers];
  powerNames.forEach((name, k) => {
    for (const c of map.powers.get(name)!.centers) {
      const p = graph.provinceIndex.get(c);
      if (p !== undefined) startOwner[p] = k;
    }
  });
  return {
    graph,
    provinces: P,
    text,
    kind,
    at,
    province: Int32Array.from(province),
    steps,
    fleetTo,
    armyProvince,
    provinceOf,
    placeProvince: Int32Array.from(placeId, (id) => graph.locationProvince.get(id) ?? -1),
    retreats: text.map((_, c) => Int32Array.from(retreatOptions(graph, { power: powerNames[0]!, kind: kind[c]!, at: at[c]! }, () => false, new Set()), (l) => graph.locationProvince.get(l)!)),
    powerNames,
    powerBytes: powerNames.map(ascii),
    powerByLetters: powersByLetters(powerNames),
    powerJson: powerNames.map((p) => ascii(`{"power":"${p}","order":`)),
    powerKey: powerNames.map((p) => ascii(`"${p}":`)),
    homeProvinces: powerNames.map((p) => map.powers.get(p)!.homes.flatMap((h) => graph.provinceIndex.get(h) ?? [])),
    startOwner,
    startCentersJson: ascii(JSON.stringify(startCenters)),
    placeAt,
    placeId,
    placeIndex,
    unitOn,
    unitOpen: text.map((x) => ascii(`"${x}`)),
    holdOpen: text.map((x) => ascii(`"${x} H","result":"`)),
    provinceJson: graph.provinces.map((x) => ascii(`"${x}"`)),
    placeName: at.map((l) => map.locations.get(l)?.name ?? l),
    refusals: new Map(),
    grammarRead: new Map(),
    phases: new Map(),
    unitObjects: new Array<Unit | undefined>(powerNames.length * text.length).fill(undefined),
  };
}

function powersByLetters(names: readonly PowerName[]): Uint8Array {
  const table = new Uint8Array(128 * 64).fill(255);
  names.forEach((name, k) => {
    if (name.length === 0 || name.length > 63) return;
    const key = (name.charCodeAt(0) << 6) | name.length;
    table[key] = table[key] === 255 ? k : 254;
  });
  return table;
}

/** The coast letters of a place "ABC/XC", by number (0: no coast). */
const COASTS = ['', 'N', 'S', 'E', 'W'];
/**
 * The bytes the lean path reads and writes. An enum of constants, which the bundler writes in
 * as numbers: a constant imported from another module is read anew from the module at each
 * use, and these are used at nearly every byte of a line.
 */
export const enum Byte {
  A = 65,
  F = 70,
  Space = 32,
  Quote = 34,
  Comma = 44,
  Minus = 45,
  Colon = 58,
  OpenList = 91,
  CloseList = 93,
  OpenRecord = 123,
  CloseRecord = 125,
}

/** Where placeKey stopped reading. */
export let placeKeyEnd = 0;

/** The place written at b[i] before `end` ("PAR", "STP/SC"), as a number for Tables.placeAt; -1 when it is written otherwise. */
export function placeKey(b: Uint8Array, i: number, end: number): number {
  if (i + 3 > end) return -1;
  const x = b[i]! - Byte.A;
  const y = b[i + 1]! - Byte.A;
  const z = b[i + 2]! - Byte.A;
  if (x < 0 || x > 25 || y < 0 || y > 25 || z < 0 || z > 25) return -1;
  let coast = 0;
  placeKeyEnd = i + 3;
  if (i + 6 <= end && b[i + 3] === 47 && b[i + 5] === 67) {
    // "/NC", "/SC", "/EC", "/WC".
    const c = b[i + 4];
    coast = c === 78 ? 1 : c === 83 ? 2 : c === 69 ? 3 : c === 87 ? 4 : 0;
    if (coast === 0) return -1;
    placeKeyEnd = i + 6;
  }
  return ((x * 26 + y) * 26 + z) * COASTS.length + coast;
}

/** The unit written at b[i] before `end` ("A PAR", "F STP/SC"), by code; -1 when none. placeKeyEnd is where it ends. */
export function unitCode(t: Tables, b: Uint8Array, i: number, end: number): number {
  const kind = b[i];
  if (i + 2 > end || b[i + 1] !== Byte.Space || (kind !== Byte.A && kind !== Byte.F)) return -1;
  const key = placeKey(b, i + 2, end);
  const at = key < 0 ? -1 : t.placeAt[key]!;
  return at < 0 ? -1 : t.unitOn[2 * at + (kind === Byte.F ? 1 : 0)]!;
}
