import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { cliStream } from '../../bench/cli-stream.js';
import { plainMovementAnswerer, plainMovementText } from '../../shared/adjudicate/plain-movement.js';
import { answerJsonLine } from '../../shared/adjudicate/request.js';
import { boardNamed } from '../../shared/map/boards.js';
import { standardMap } from '../../shared/map/standard.js';
import { readGolden } from '../datc/golden.js';
import { rng } from '../support/random-game.js';

/**
 * The command line's lean path for a plain movement phase (shared/adjudicate/plain-movement.ts)
 * against the full path (request.ts): wherever the lean path answers a line, its answer
 * is the full path's, byte for byte. Over every line of the bench's stream, every DATC
 * case, and lines and orders bent every way a stream might bend them.
 */

const map = standardMap();
const maps = (name: string) => boardNamed(name);
const plain = plainMovementText(plainMovementAnswerer(map)!);
const here = dirname(fileURLToPath(import.meta.url));

/** An id as a stream might give it: integers large and small, fractions, exponents, literals. */
function pickId(random: () => number): string {
  const ids = ['0', '-0', '-7', '00', '1.0', '1e3', '123456789012345', '1234567890123456', '9007199254740993', 'true', 'false', 'null', '[1]', '{"g":1}', '"x"', '""'];
  return ids[Math.floor(random() * ids.length)]!;
}

/** Both paths on each line: the lean one's answers, where it gives one, are the full one's; how many it gave. */
function compare(lines: readonly string[]): number {
  let answered = 0;
  for (const line of lines) {
    const lean = plain(line);
    if (lean === undefined) continue;
    answered++;
    // One line at a time, so that a difference names its line.
    if (lean !== answerJsonLine(line, maps)) expect({ line, lean }).toEqual({ line, lean: answerJsonLine(line, maps) });
  }
  return answered;
}

// The bench's whole stream (bench/cli-stream.ts): both paths over 20,000 phases take a while.
const STREAM = 20_000;
const SLOW = 180_000;
let stream: string[] = [];
let requests: Record<string, any>[] = [];

describe('the lean path of a plain movement phase', () => {
  beforeAll(() => {
    stream = cliStream(map, STREAM);
    requests = stream.map((l) => JSON.parse(l) as Record<string, any>);
  }, SLOW);

  test('answers every line of the bench stream, as the full path does', () => {
    expect(plainMovementAnswerer(map)).not.toBeNull();
    expect(compare(stream)).toBe(STREAM);
  }, SLOW);

  test('answers the DATC cases as the full path does, and leaves those with rules or retreats to it', () => {
    const lines: string[] = [];
    for (const f of readdirSync(join(here, '..', 'datc')).filter((x) => /^6\.[A-Z]\.txt$/.test(x))) {
      for (const c of readGolden(f, readFileSync(join(here, '..', 'datc', f), 'utf8'))) {
        for (const block of c.blocks) {
          const orders: Record<string, string[]> = {};
          for (const o of block.orders) (orders[o.power] ??= []).push(o.text);
          const request = {
            id: c.id, variant: 'standard', phase: block.phase, units: block.units ?? {}, dislodged: block.dislodged ?? {},
            standoffs: block.standoffs ?? [], ...(block.centers ? { centers: block.centers } : {}), orders, rules: c.rules,
          };
          lines.push(JSON.stringify(request));
          // The same without its rules and its centres: more of them for the lean path.
          lines.push(JSON.stringify({ ...request, rules: [], centers: undefined }));
        }
      }
    }
    const answered = compare(lines);
    expect(answered).toBeGreaterThan(lines.length / 3);
    expect(answered).toBeLessThan(lines.length);
  });

  test('answers any order line as the full path does: every form, every place, right or wrong', () => {
    const random = rng(1129);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const places = [...map.locations.keys()];
    const provinces = [...map.provinces.keys()];
    const wrong = ['XYZ', 'par', 'Paris', 'STP/XC', 'H', 'S', '-', '', 'VIA', 'CONVOY', 'MOS/SC'];
    const place = (): string => (random() < 0.6 ? pick(provinces) : random() < 0.8 ? pick(places) : pick(wrong));
    const kind = (): string => (random() < 0.45 ? 'A' : random() < 0.9 ? 'F' : pick(['', 'a', 'X']));
    const lines: string[] = [];
    for (let k = 0; k < 2500; k++) {
      const req = structuredClone(requests[Math.floor(random() * STREAM)]!);
      const units: string[] = Object.values(req.units as Record<string, string[]>).flat();
      const unit = (): string => (random() < 0.85 && units.length > 0 ? pick(units) : `${kind()} ${place()}`);
      for (const power in req.orders) {
        req.orders[power] = (req.orders[power] as string[]).map((o) => {
          if (random() < 0.4) return o;
          const u = unit();
          switch (Math.floor(random() * 9)) {
            case 0: return `${u} H`;
            case 1: return `${u} - ${place()}`;
            case 2: return `${u} - ${place()} VIA CONVOY`;
            case 3: return `${u} S ${unit()}`;
            case 4: return `${u} S ${unit()} - ${place()}`;
            case 5: return `${u} C ${unit()} - ${place()}`;
            case 6: return `${pick(units)} ${pick(['-', 'S', 'C', 'H', 'D', 'B', 'R'])} ${unit()} - ${place()}`;
            case 7: return pick([` ${o}`, `${o} `, o.toLowerCase(), o.replace(' ', '  '), o.replace(/ - /, '-'), `${o}\t`, `${o} - ${place()}`]);
            default: return pick([...units.map((x) => `${x} H`), 'WAIVE', `${u} D`, `${u} B`, '', 'HOLD']);
          }
        });
      }
      // Now and then a power's orders given twice, or a unit ordered twice.
      if (random() < 0.1) {
        const [power] = Object.keys(req.orders);
        if (power !== undefined) req.orders[power] = [...req.orders[power], ...req.orders[power]];
      }
      lines.push(JSON.stringify(req));
    }
    // Most lines keep to the lean path, their odd orders read by the grammar and the checker.
    expect(compare(lines)).toBeGreaterThan(lines.length * 0.9);
  }, SLOW);

  test('reads the JSON however it is spaced and escaped, as JSON.parse reads it', () => {
    const random = rng(2711);
    const spaced: string[] = [];
    const lines: string[] = [];
    for (let k = 0; k < 400; k++) {
      const req = requests[Math.floor(random() * STREAM)]!;
      // Spaced as other tools write it: pretty-printed (on one line), or with Python's separators.
      spaced.push(JSON.stringify(req, null, 1).replace(/\n/g, ' '));
      spaced.push(JSON.stringify(req, null, '\t').replace(/\n/g, '\r'));
      spaced.push(JSON.stringify(req).replace(/","/g, '", "').replace(/":/g, '": ').replace(/\],"/g, '], "'));
      // Escapes: in an order line (read by JSON.parse), and anywhere else (for the full path).
      const text = JSON.stringify(req);
      lines.push(text.replace(/"orders":\{"(\w+)":\["A /, '"orders":{"$1":["\\u0041 '));
      lines.push(text.replace(/"orders":\{"(\w+)":\["/, '"orders":{"$1":["\\t'));
      lines.push(text.replace(/"orders":\{"(\w+)":\["/, '"orders":{"$1":["\\u00e9 '));
      lines.push(text.replace(/"orders":\{"(\w+)":\["/, '"orders":{"$1":["\\"'));
      lines.push(text.replace('"phase":"', '"phase":"\\u0053').replace(/"phase":"\\u0053./, '"phase":"\\u0053'));
      lines.push(text.replace('"units":{"', '"units":{"\\u0041'));
      lines.push(text.replace('"id":', '"\\u0069d":'));
      lines.push(text.replace(/"id":\d+/, '"id":"caf\u00e9"'));
      lines.push(text.replace(/"id":\d+/, '"id":"tab\\there"'));
      lines.push(text.replace(/"id":\d+/, `"id":${pickId(random)}`));
      lines.push(text.replace(/"orders":\{"(\w+)":\["/, '"orders":{"$1":["\u0001'));
    }
    // The spaced ones stay on the lean path, and so do most escaped order lines.
    expect(compare(spaced)).toBe(spaced.length);
    const answered = compare(lines);
    expect(answered).toBeGreaterThan(lines.length / 4);
    expect(answered).toBeLessThan(lines.length);
  });

  test('reads lists and records at their edges as JSON.parse reads them', () => {
    // Units and centres are read by where their place ends, lists and records to their last
    // byte: strings a byte short or long, ends where a "," or "]" should be, white space
    // only about the centres (written back as given only without any).
    const text = (req: Record<string, any>) => JSON.stringify(req);
    const lines: string[] = [];
    for (let k = 0; k < 200; k++) {
      const line = stream[k * 97]!;
      for (const [from, to] of [
        ['"A ', '"A  '], ['"A ', '"AA'], ['"A ', '"a '], ['"F ', '"F\u0020'],
        ['"A PAR"', '"A PARX"'], ['"A PAR"', '"A PA"'], ['"A PAR"', '"A PAR/SC"'], ['"F STP/SC"', '"F STP/SCX"'], ['"F STP/SC"', '"F STP/S"'],
        ['"F STP/SC"', '"F STP/XC"'], ['"F STP/SC"', '"F STP"'], ['"A PAR"', '"A PAR" '], ['"A PAR",', '"A PAR" ,'],
        ['["BER"', '["BE"'], ['["BER"', '["BERL"'], ['["BER"', '["BER" '], ['"BER",', '"BER",,'], ['"BER"]', '"BER",]'],
        ['"STP"', '"STP/SC"'], ['"centers":{', '"centers":{ '], ['"centers":{"', '"centers":{"X'],
        ['],"orders"', '] ,"orders"'], ['},"orders"', '} ,"orders"'], ['},"orders"', '},"orders" '], ['},"orders"', ',},"orders"'],
        ['"],"', '",],"'], ['":["', '":[ "'], ['"orders":{"', '"orders":{"FRANCE":[],"'], ['"units":{"', '"units":{"FRANCE":[],"'],
        [']}}', '],}}'], [']}}', ']} }'], [']}}', '] }}'], ['"]}', '" ]}'],
      ] as const) {
        if (line.includes(from)) lines.push(line.replace(from, to));
      }
      // Every centre dropped from a power, and a record of centres with nothing in it.
      const req = JSON.parse(line) as Record<string, any>;
      lines.push(text({ ...req, centers: { ...req.centers, FRANCE: [] } }), text({ ...req, centers: {} }), text({ ...req, orders: {} }), text({ ...req, units: {} }));
    }
    const answered = compare(lines);
    expect(answered).toBeGreaterThan(lines.length / 4);
    expect(answered).toBeLessThan(lines.length);
  });

  test('answers a line whose answer outgrows its buffer many times over, as the full path does', () => {
    const req = structuredClone(requests[0]!);
    const [power] = Object.keys(req.orders);
    // 6,000 lines for one unit: every one but the last "ignored", some 600 KB of answer.
    req.orders[power!] = Array.from({ length: 6000 }, (_, k) => (k % 3 === 2 ? ` ${req.orders[power!][0]} ` : req.orders[power!][0]));
    expect(compare([JSON.stringify(req)])).toBe(1);
    expect(plain(JSON.stringify(req))!.length).toBeGreaterThan(500_000);
  });

  test('leaves every line it does not know to the full path, and answers the rest as it does', () => {
    const random = rng(2611);
    const bends: ((r: Record<string, any>) => unknown)[] = [
      (r) => ({ ...r, id: undefined }),
      (r) => ({ ...r, id: null }),
      (r) => ({ ...r, id: { game: 'x', phase: [1, 2] } }),
      (r) => ({ ...r, id: 'a "quoted" \u2028 id' }),
      (r) => ({ ...r, variant: undefined }),
      (r) => ({ ...r, variant: 'pure' }),
      (r) => ({ ...r, variant: 'crystal_ball' }),
      (r) => ({ ...r, variant: 7 }),
      (r) => ({ ...r, map: 'standard' }),
      (r) => ({ ...r, map: 'pure' }),
      (r) => ({ ...r, map: '' }),
      (r) => ({ ...r, rules: ['CD_SUPPORTS'] }),
      (r) => ({ ...r, rules: ['NO_SUCH_RULE'] }),
      (r) => ({ ...r, rules: 'x' }),
      (r) => ({ ...r, rules: undefined }),
      (r) => ({ ...r, phase: r.phase.toLowerCase() }),
      (r) => ({ ...r, phase: ` ${r.phase}` }),
      (r) => ({ ...r, phase: r.phase.replace('M', 'R') }),
      (r) => ({ ...r, phase: r.phase.replace('M', 'A') }),
      (r) => ({ ...r, phase: `W${r.phase.slice(1)}` }),
      (r) => ({ ...r, phase: 'S0901M' }),
      (r) => ({ ...r, phase: 'S99999M' }),
      (r) => ({ ...r, phase: 1901 }),
      (r) => ({ ...r, phase: undefined }),
      (r) => ({ ...r, units: undefined }),
      (r) => ({ ...r, units: [] }),
      (r) => ({ ...r, units: { ...r.units, FRANCE: 'A PAR' } }),
      (r) => ({ ...r, units: { ...r.units, france: r.units.FRANCE ?? [] } }),
      (r) => ({ ...r, units: { ...r.units, ATLANTIS: ['A PAR'] } }),
      (r) => ({ ...r, units: { ...r.units, TURKEY: [...(r.units.TURKEY ?? []), 'F MOS'] } }),
      (r) => ({ ...r, units: { ...r.units, TURKEY: [...(r.units.TURKEY ?? []), 'A SPA/SC'] } }),
      (r) => ({ ...r, units: { ...r.units, TURKEY: [...(r.units.TURKEY ?? []), 'F STP'] } }),
      (r) => ({ ...r, units: { ...r.units, TURKEY: [...(r.units.TURKEY ?? []), 'a smy'] } }),
      (r) => ({ ...r, units: { ...r.units, TURKEY: [...(r.units.TURKEY ?? []), 7] } }),
      (r) => ({ ...r, units: { ...r.units, GERMANY: [...(r.units.GERMANY ?? []), ...Object.values(r.units as Record<string, string[]>).flat().slice(0, 1)] } }),
      (r) => ({ ...r, units: { ...r.units, RUSSIA: [] } }),
      (r) => ({ ...r, dislodged: { ENGLAND: [{ unit: 'A WAL' }] } }),
      (r) => ({ ...r, dislodged: { ENGLAND: [] } }),
      (r) => ({ ...r, dislodged: [] }),
      (r) => ({ ...r, dislodged: undefined }),
      (r) => ({ ...r, standoffs: ['BUR', 'NTH'] }),
      (r) => ({ ...r, standoffs: ['bur'] }),
      (r) => ({ ...r, standoffs: ['XYZ'] }),
      (r) => ({ ...r, standoffs: 'BUR' }),
      (r) => ({ ...r, standoffs: undefined }),
      (r) => ({ ...r, centers: undefined }),
      (r) => ({ ...r, centers: null }),
      (r) => ({ ...r, units: null }),
      (r) => ({ ...r, orders: null }),
      (r) => ({ ...r, dislodged: null }),
      (r) => ({ ...r, standoffs: null }),
      (r) => ({ ...r, rules: null }),
      (r) => ({ ...r, variant: null }),
      (r) => ({ ...r, map: null }),
      (r) => ({ ...r, centers: { ...r.centers, ITALY: [...(r.centers.ITALY ?? []), 'BUR'] } }),
      (r) => ({ ...r, centers: { ...r.centers, ITALY: [...(r.centers.ITALY ?? []), ...(r.centers.FRANCE ?? []).slice(0, 1)] } }),
      (r) => ({ ...r, centers: { ...r.centers, ITALY: ['nap'] } }),
      (r) => ({ ...r, centers: { ...r.centers, PERSIA: [] } }),
      (r) => ({ ...r, centers: { ITALY: r.centers.ITALY ?? [] } }),
      (r) => ({ ...r, centers: {} }),
      (r) => ({ ...r, centers: { FRANCE: [], ...r.centers } }),
      (r) => ({ ...r, homes: { FRANCE: ['PAR'] } }),
      (r) => ({ ...r, funds: { FRANCE: 5 } }),
      (r) => ({ ...r, sequence: [] }),
      (r) => ({ ...r, crystalBall: 'revised' }),
      (r) => ({ ...r, extra: true }),
      (r) => ({ ...r, orders: undefined }),
      (r) => ({ ...r, orders: {} }),
      (r) => ({ ...r, orders: { ...r.orders, PERSIA: ['A PAR H'] } }),
      (r) => ({ ...r, orders: { ...r.orders, PERSIA: [] } }),
      (r) => ({ ...r, orders: { ...r.orders, france: ['A PAR H'] } }),
      (r) => ({ ...r, orders: { ...r.orders, FRANCE: 'A PAR H' } }),
      (r) => ({ ...r, orders: { ...r.orders, FRANCE: [7] } }),
      (r) => ({ ...r, orders: { ...r.orders, FRANCE: ['A PAR - BUR'.padEnd(1001, ' ')] } }),
      (r) => ({ ...r, orders: { ...r.orders, FRANCE: ['A PAR - BUR'.padEnd(900, ' ')] } }),
      (r) => ({ ...r, orders: { ENGLAND: r.orders.ENGLAND ?? [], FRANCE: [] } }),
    ];
    const lines: string[] = [];
    for (let k = 0; k < 3000; k++) {
      const req = requests[Math.floor(random() * STREAM)]!;
      lines.push(JSON.stringify(bends[k % bends.length]!(req)));
    }
    // Keys the wire cannot write with JSON.stringify, and lines that are not requests.
    const some = stream[0]!;
    lines.push(
      some.replace('{"id":0,', '{"id":0,"__proto__":{"x":1},'),
      some.replace('"units":{', '"units":{"__proto__":["A PAR"],'),
      some.replace('"orders":{', '"orders":{"__proto__":["A PAR H"],'),
      some.replace('"AUSTRIA":["A BUD"', '"AUSTRIA":["A BUD","A BUD"'),
      some.replace('"id":0,', '"id":0,"id":1,'),
      some.slice(0, -1),
      ` ${some} `,
      '',
      '   ',
      'null',
      '[]',
      '"S1901M"',
      '{}',
    );
    const answered = compare(lines);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(lines.length);
  }, SLOW);
});
