import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { canMove, mapGraph } from '../../shared/map/graph.js';
import { readMap } from '../../shared/map/read.js';
import type { GameMap, ProvinceId } from '../../shared/map/types.js';

/**
 * The Global Diplomacy board (maps/global/global.map), rebuilt from
 * Pederson's rules v0.3b (the seed): it reads with the project's reader, and every fact the
 * rule text gives about the geography holds on it. The quotations are the rule text's.
 */

const FOLDER = new URL('../../maps/global/', import.meta.url);
const FILES = ['global.map', 'global5.map', 'global4.map', 'global3.map'];

/** The board `name` (global, or a version for fewer players that USEs it), read from the folder. */
function globalMap(name = 'global'): GameMap {
  const read = readMap(name, (file) => (FILES.includes(file) ? readFileSync(new URL(file, FOLDER), 'utf8') : undefined));
  if (!read.ok) expect.fail(read.error.message);
  return read.value;
}

const map = globalMap();
const graph = mapGraph(map);
const index = (p: ProvinceId): number => {
  const i = graph.provinceIndex.get(p);
  if (i === undefined) expect.fail(`${p} is not on the board`);
  return i;
};

/** Provinces next to `p` for any kind of unit (impassable places are no one's neighbours). */
const neighbours = (p: ProvinceId): ProvinceId[] => graph.neighbours[index(p)]!.map((i) => graph.provinces[i]!);

/**
 * How many steps from `from` to `to` over the board, any unit's edges, never entering the
 * destroyed provinces (the end points may be anything). Infinity: no way.
 */
function distance(from: ProvinceId, to: ProvinceId, destroyed: readonly ProvinceId[] = []): number {
  const seen = new Map<ProvinceId, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    const d = seen.get(at)!;
    if (at === to) return d;
    for (const next of neighbours(at)) {
      if (seen.has(next) || (next !== to && destroyed.includes(next))) continue;
      seen.set(next, d + 1);
      queue.push(next);
    }
  }
  return Infinity;
}

/**
 * "An air force may support into a space up to two spaces away using any route", and a
 * bomb is carried "to any adjacent space or to any space adjacent to an adjacent space".
 */
const withinTwo = (from: ProvinceId, to: ProvinceId): boolean => distance(from, to) <= 2;

/** The provinces reachable from `from` without entering a destroyed one. */
function component(from: ProvinceId, destroyed: readonly ProvinceId[]): Set<ProvinceId> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const next of neighbours(queue.shift()!)) {
      if (seen.has(next) || destroyed.includes(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

const powerByLetter = (letter: string) => {
  const power = [...map.powers.values()].find((p) => p.abbrev === letter);
  if (!power) expect.fail(`no power has the letter ${letter}`);
  return power;
};

describe('the board reads', () => {
  test('with the project reader, without a problem', () => {
    expect(map.name).toBe('global');
    expect(map.provinces.size).toBeGreaterThan(70);
  });

  test('"There are 36 supply centers on the board at the beginning of the game" (V)', () => {
    expect(map.supplyCenters.size).toBe(36);
  });

  test('six superpowers, named as in rule I, each with its letter', () => {
    expect([...map.powers.keys()]).toEqual([
      'UNITEDSTATES',
      'RUSSIANFEDERATION',
      'SOUTHAMERICANALLIANCE',
      'EUROPEANUNION',
      'GREATERAFRICANUNION',
      'PEOPLESREPUBLICOFASIA',
    ]);
    expect([...map.powers.values()].map((p) => p.abbrev).join('')).toBe('URSEGP');
  });

  test('"Victory conditions obtain at control of 16 Supply Centers" (II)', () => {
    expect(map.victory).toEqual([16]);
  });

  test('"There is no fixed starting arrangement": no power starts with a unit (VI.3)', () => {
    for (const power of map.powers.values()) expect(power.units, power.name).toEqual([]);
  });
});

describe('every place the text names is on the board', () => {
  test('by abbreviation', () => {
    const named = [
      // IX.1, V, XII+ and its examples, the Q&A, the change notes.
      'NIO', 'SIO', 'KAZ', 'TIB', 'SEA', 'MIE', 'PAK', 'IND', 'WAF', 'MED', 'ISR', 'SAH', 'EGY', 'NAT', 'MAT',
      'SUS', 'EUS', 'RUS', 'SCA', 'YAK', 'MAD', 'ANT', 'POL', 'URA', 'WSI', 'EAR', 'ESI', 'SPN', 'SOZ', 'GRE',
    ];
    for (const p of named) expect(map.provinces.has(p), p).toBe(true);
  });

  test('by name', () => {
    const names = [
      'Mexico', 'Western Europe', 'Russia', 'Papua New Guinea', 'Queensland', 'Indonesia', 'Saudi Arabia',
      'Antarctica', 'Polar Arctic', 'Lake Victoria', 'Caspian Sea', 'Yakutskaya', 'Scandinavia', 'Madagascar',
    ];
    for (const name of names) {
      const meaning = map.names.get(name.toUpperCase());
      expect(meaning?.kind, name).toBe('location');
    }
  });

  test('"Iceland removed as a playing space"; "Non-playing space of the Great Lakes has been removed"', () => {
    expect(map.names.has('ICELAND')).toBe(false);
    expect(map.names.has('GREAT LAKES')).toBe(false);
  });

  test('the centres the change notes move sit where they were moved to', () => {
    // "Supply center moved from EUS to SUS"; "North Africa split into SAH and EGY. SC goes with
    // EGY"; "Supply center moved from ESI to YAK".
    for (const [to, from] of [['SUS', 'EUS'], ['EGY', 'SAH'], ['YAK', 'ESI']] as const) {
      expect(map.supplyCenters.has(to), to).toBe(true);
      expect(map.supplyCenters.has(from), from).toBe(false);
    }
  });

  test('the centres the 2-5 player rules eliminate exist: Yakutskaya, Scandinavia and Madagascar (XIV.2)', () => {
    for (const p of ['YAK', 'SCA', 'MAD']) expect(map.supplyCenters.has(p), p).toBe(true);
  });
});

describe('adjacency', () => {
  test('is symmetric: every edge a unit may use comes back, for armies by province, for fleets coast to coast', () => {
    const oneWay: string[] = [];
    for (const loc of map.locations.values()) {
      for (const abut of loc.abuts) {
        const target = map.locations.get(abut.to)!;
        if (abut.army && !canMove(map, 'A', target.province, loc.province)) oneWay.push(`A ${loc.id}-${abut.to}`);
        if (abut.fleet && !canMove(map, 'F', abut.to, loc.id)) oneWay.push(`F ${loc.id}-${abut.to}`);
      }
    }
    expect(oneWay).toEqual([]);
  });

  test('the board is one piece: every space can be reached from every other', () => {
    expect(component('TIB', []).size).toBe(graph.provinces.filter((p) => map.provinces.get(p)!.terrain !== 'SHUT').length);
  });
});

describe('air force support: two spaces by any route (IX.1)', () => {
  test('"an air force in Tibet may support ... India or the North Indian Ocean, but not the South Indian Ocean"', () => {
    expect(withinTwo('TIB', 'IND')).toBe(true);
    expect(withinTwo('TIB', 'NIO')).toBe(true);
    expect(withinTwo('TIB', 'SIO')).toBe(false);
  });
});

describe('the bombing examples (XII+ and the Q&A)', () => {
  /** Each link of the chain carries the bomb to a space within two of it. */
  const chainHolds = (chain: readonly ProvinceId[]) => chain.slice(1).every((to, i) => withinTwo(chain[i]!, to));

  test('"As WAF bomb via ISR via MIE to TIB": every step within two spaces; the army in MIE reaches TIB', () => {
    expect(chainHolds(['WAF', 'ISR', 'MIE', 'TIB'])).toBe(true);
    expect(canMove(map, 'A', 'MIE', 'TIB')).toBe(true);
    // The longer wording: "Air force in Israel carries bomb from West Africa to Pakistan to drop on Tibet".
    expect(chainHolds(['WAF', 'ISR', 'PAK', 'TIB'])).toBe(true);
  });

  test('"Air Force Saudi Arabia to Israel" and "Air Force Tibet to Pakistan" are moves an air force (as an army) can make', () => {
    expect(canMove(map, 'A', 'SAU', 'ISR')).toBe(true);
    expect(canMove(map, 'A', 'TIB', 'PAK')).toBe(true);
  });

  test('"arsenal WAF bombs MED"', () => {
    expect(withinTwo('WAF', 'MED')).toBe(true);
  });

  test('Example 1, "Arsenal RUS bomb SCA"', () => {
    expect(chainHolds(['RUS', 'SCA'])).toBe(true);
  });

  test('Example 2, "Arsenal SUS bomb via NAT SAH EGY to SIO": the navy in NAT and the army in SAH carry as they could support', () => {
    expect(chainHolds(['SUS', 'NAT', 'SAH', 'EGY', 'SIO'])).toBe(true);
    // "N NAT carry bomb from SUS via SAH": a navy supports where it could move.
    expect(canMove(map, 'F', 'NAT', 'SAH')).toBe(true);
    // "A SAH carry bomb from NAT via EGY".
    expect(canMove(map, 'A', 'SAH', 'EGY')).toBe(true);
  });

  test('Example 3, "SA: N MAT to NAT" attacks the navy in NAT', () => {
    expect(canMove(map, 'F', 'MAT', 'NAT')).toBe(true);
  });
});

describe('the India example of a cut-off centre (V)', () => {
  const links = ['NIO', 'KAZ', 'TIB', 'SEA', 'MIE'];
  const centresReached = (destroyed: readonly ProvinceId[]) =>
    [...component('IND', destroyed)].filter((p) => p !== 'IND' && map.supplyCenters.has(p));

  test('India is a centre; Pakistan is not', () => {
    expect(map.supplyCenters.has('IND')).toBe(true);
    expect(map.supplyCenters.has('PAK')).toBe(false);
  });

  test('"if NIO, KAZ, TIB and SEA are all destroyed by ... season A", India still reaches other centres (through MIE)', () => {
    expect(centresReached(links.slice(0, 4)).length).toBeGreaterThan(0);
  });

  test('"and MIE is destroyed in season B", India is cut off from every other centre; PAK and IND remain, together', () => {
    expect(centresReached(links)).toEqual([]);
    expect([...component('IND', links)].sort()).toEqual(['IND', 'PAK']);
  });

  test('each of the five is needed: with any four destroyed India still reaches another centre', () => {
    for (const spared of links) expect(centresReached(links.filter((l) => l !== spared)).length, spared).toBeGreaterThan(0);
  });
});

describe('the canals (VII.3.a)', () => {
  const canals = [
    { name: 'Panama', land: ['CAM', 'COL'], sea: ['CAR', 'EPA'] },
    { name: 'Suez', land: ['EGY', 'ISR'], sea: ['MED', 'NIO'] },
  ] as const;

  test('are not spaces: no place on the board is a canal', () => {
    for (const name of map.names.keys()) expect(name).not.toMatch(/CANAL|PANAMA|SUEZ/);
  });

  for (const { name, land, sea } of canals) {
    test(`${name}: a four-way crossing; the land spaces on either side touch, and so do the seas`, () => {
      const [west, east] = land;
      const [one, other] = sea;
      // "All units may cross over canals from one land area to the another".
      expect(canMove(map, 'A', west, east)).toBe(true);
      expect(canMove(map, 'A', east, west)).toBe(true);
      // "navies may cross through canals from one coast to the another water space".
      expect(canMove(map, 'F', one, other)).toBe(true);
      expect(canMove(map, 'F', other, one)).toBe(true);
      for (const coast of land) for (const water of sea) expect(canMove(map, 'F', coast, water), `${coast}-${water}`).toBe(true);
    });

    test(`${name}: "The four coastal spaces which border the canals are considered to have a single coast line"`, () => {
      for (const p of land) {
        expect(map.provinces.get(p)!.coasts, p).toEqual([]);
        expect(map.locations.get(p)!.fleetCanStand, p).toBe(true);
      }
      expect(canMove(map, 'F', land[0], land[1])).toBe(true);
    });
  }
});

describe('coasts and land bridges (VII.3.a, VII.3.b)', () => {
  test('"Mexico, Western Europe, Russia, Papua New Guinea, and Queensland all have two coasts", and no other space has', () => {
    const twoCoasts = [...map.provinces.values()].filter((p) => p.coasts.length > 0).map((p) => p.id).sort();
    expect(twoCoasts).toEqual(['MEX', 'PNG', 'QLD', 'RUS', 'WEU']);
    for (const p of twoCoasts) expect(map.provinces.get(p)!.coasts, p).toHaveLength(2);
  });

  test('a fleet on one coast of a two-coast space cannot reach the sea of the other', () => {
    expect(canMove(map, 'F', 'MEX/WC', 'EPA')).toBe(true);
    expect(canMove(map, 'F', 'MEX/WC', 'CAR')).toBe(false);
    expect(canMove(map, 'F', 'WEU/NC', 'MED')).toBe(false);
    expect(canMove(map, 'F', 'WEU/SC', 'MED')).toBe(true);
    expect(canMove(map, 'F', 'RUS/NC', 'EAR')).toBe(true);
    expect(canMove(map, 'F', 'RUS/NC', 'BLT')).toBe(false);
    expect(canMove(map, 'F', 'QLD/NC', 'COR')).toBe(false);
    expect(canMove(map, 'F', 'PNG/SC', 'WPA')).toBe(false);
  });

  test('"there is no water passage between Papua New Guinea and Queensland": they touch by land', () => {
    expect(canMove(map, 'A', 'PNG', 'QLD')).toBe(true);
    expect(canMove(map, 'A', 'QLD', 'PNG')).toBe(true);
    // The seas west and east of the bridge do not touch.
    expect(canMove(map, 'F', 'TIM', 'COR')).toBe(false);
    expect(neighbours('TIM')).not.toContain('COR');
  });

  test('"Indonesia is also considered part of the New Guinea/Australian land mass": an army walks from Indonesia to Southern Australia', () => {
    expect(canMove(map, 'A', 'IDN', 'PNG')).toBe(true);
    const land = (p: ProvinceId) => map.locations.get(p)!.armyCanStand;
    // A walk over land only: IDN - PNG - QLD - SOZ.
    const path = ['IDN', 'PNG', 'QLD', 'SOZ'];
    for (const p of path) expect(land(p), p).toBe(true);
    path.slice(1).forEach((to, i) => expect(canMove(map, 'A', path[i]!, to), `${path[i]}-${to}`).toBe(true));
  });
});

describe('impassable spots (VII.3.x)', () => {
  test('"Lake Victoria in Africa and the Caspian Sea in the Near East" cannot be occupied', () => {
    for (const p of ['VIC', 'CAS']) {
      const loc = map.locations.get(p)!;
      expect(loc.terrain, p).toBe('SHUT');
      expect(loc.armyCanStand || loc.fleetCanStand, p).toBe(false);
    }
  });

  test('nor crossed: no unit moves into either, and the Caucasus and Kazakhstan do not touch across the Caspian', () => {
    for (const loc of map.locations.values()) {
      for (const abut of loc.abuts) {
        if (abut.to === 'VIC' || abut.to === 'CAS') expect(abut.army || abut.fleet, `${loc.id}-${abut.to}`).toBe(false);
      }
    }
    expect(neighbours('CAU')).not.toContain('KAZ');
    // The lake lies between Central and East Africa, which still touch around it.
    expect(canMove(map, 'A', 'CAF', 'EAF')).toBe(true);
  });
});

describe('the seasonal spaces and the change notes', () => {
  test('Antarctica is land a fleet or air force may hold; the Polar Arctic is water a navy may convoy across (VII.3.y, Q&A)', () => {
    const ant = map.locations.get('ANT')!;
    expect(ant.armyCanStand && ant.fleetCanStand).toBe(true);
    expect(map.provinces.get('POL')!.terrain).toBe('WATER');
  });

  test('"Can a fleet in Pol offer support for an action (eg. GRE)": a fleet in POL reaches Greenland', () => {
    expect(canMove(map, 'F', 'POL', 'GRE')).toBe(true);
  });

  test('"URA border with WSI now touches EAR rather the POL"', () => {
    expect(neighbours('URA')).toContain('WSI');
    for (const p of ['URA', 'WSI']) {
      expect(neighbours(p), p).toContain('EAR');
      expect(neighbours(p), p).not.toContain('POL');
    }
  });

  test('"Border between NAT and MAT redrawn to connect with SAH rather than WAF"', () => {
    expect(canMove(map, 'F', 'NAT', 'MAT')).toBe(true);
    expect(neighbours('SAH')).toEqual(expect.arrayContaining(['NAT', 'MAT']));
    expect(neighbours('WAF')).not.toContain('MAT');
  });

  test('"Red Sea becomes NIO": Egypt, Israel and Saudi Arabia are on the North Indian Ocean, which is not the South', () => {
    for (const p of ['EGY', 'ISR', 'SAU']) expect(canMove(map, 'F', p, 'NIO'), p).toBe(true);
    expect(canMove(map, 'F', 'NIO', 'SIO')).toBe(true);
  });
});

describe('a globe with no edge', () => {
  test('east meets west across the Pacific: its seas touch both Asia and the Americas', () => {
    expect(neighbours('NPA')).toEqual(expect.arrayContaining(['JAP', 'YAK', 'ALA', 'WUS']));
    expect(neighbours('BER')).toEqual(expect.arrayContaining(['YAK', 'ALA']));
    expect(neighbours('SPA')).toEqual(expect.arrayContaining(['SOZ', 'NZL', 'PER', 'ARG']));
  });

  test('a fleet can sail round the world westward and come back: Atlantic, Indian Ocean, Pacific', () => {
    const round = ['NAT', 'MAT', 'SAT', 'SIO', 'SPA', 'EPA', 'CAR', 'NAT'];
    round.slice(1).forEach((to, i) => expect(canMove(map, 'F', round[i]!, to), `${round[i]}-${to}`).toBe(true));
  });
});

describe('the superpowers and their home centres', () => {
  test('each owns four home centres; the other twelve centres are neutral', () => {
    for (const power of map.powers.values()) {
      expect(power.homes, power.name).toHaveLength(4);
      expect([...power.centers].sort(), power.name).toEqual([...power.homes].sort());
    }
    expect(map.unowned).toHaveLength(12);
  });

  test('the 2-5 player rules: Yakutskaya is Russian and Scandinavia European, so each begins with three without it; Madagascar is African', () => {
    expect(powerByLetter('R').homes).toContain('YAK');
    expect(powerByLetter('E').homes).toContain('SCA');
    expect(powerByLetter('G').homes).toContain('MAD');
  });

  test('our design: each power has a neutral centre next to one of its homes, none of them next to two powers but the Balkans', () => {
    const next = (power: { homes: readonly ProvinceId[] }, c: ProvinceId) => power.homes.some((h) => neighbours(h).includes(c));
    const powers = [...map.powers.values()];
    for (const power of powers) expect(map.unowned.some((c) => next(power, c)), power.name).toBe(true);
    const shared = map.unowned.filter((c) => powers.filter((p) => next(p, c)).length > 1);
    expect(shared).toEqual(['BAL']);
  });

  test('"Each player is at most three spaces from any other player"', () => {
    const powers = [...map.powers.values()];
    for (const a of powers) {
      for (const b of powers) {
        if (a === b) continue;
        const nearest = Math.min(...a.homes.flatMap((h) => b.homes.map((k) => distance(h, k))));
        expect(nearest, `${a.name} to ${b.name}`).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('the boards for fewer players (XIV.2)', () => {
  const homesOf = (m: GameMap, letter: string) => [...m.powers.values()].find((p) => p.abbrev === letter)?.homes ?? [];

  test('"5 Players: No one plays the European Union ... Yakutskaya and Scandinavia are eliminated. RF and EU begin with three units ... 15 supply centers"', () => {
    const five = globalMap('global5');
    expect(five.supplyCenters.size).toBe(34);
    for (const gone of ['YAK', 'SCA']) expect(five.supplyCenters.has(gone), gone).toBe(false);
    expect(homesOf(five, 'R')).toHaveLength(3);
    expect(homesOf(five, 'E')).toHaveLength(3);
    expect(five.dummies).toEqual(['EUROPEANUNION']);
    expect(five.victory).toEqual([15]);
    // The spaces stay: only their centres go.
    expect(five.provinces.has('YAK') && five.provinces.has('SCA')).toBe(true);
  });

  test('"4 Players: No one plays the European Union or Africa ... Yakutskaya, Scandinavia, and Madagascar are eliminated ... 15"', () => {
    const four = globalMap('global4');
    expect(four.supplyCenters.size).toBe(33);
    for (const gone of ['YAK', 'SCA', 'MAD']) expect(four.supplyCenters.has(gone), gone).toBe(false);
    expect(homesOf(four, 'R')).toHaveLength(3);
    expect(homesOf(four, 'E')).toHaveLength(3);
    expect(four.dummies).toEqual(['EUROPEANUNION', 'GREATERAFRICANUNION']);
    expect(four.victory).toEqual([15]);
  });

  test('"3 Players: ... Yakutskaya is eliminated. The Russian Federation begins with only three units; the EU begins with four ... 16"', () => {
    const three = globalMap('global3');
    expect(three.supplyCenters.size).toBe(35);
    expect(three.supplyCenters.has('YAK')).toBe(false);
    expect(homesOf(three, 'R')).toHaveLength(3);
    expect(homesOf(three, 'E')).toHaveLength(4);
    expect(three.dummies).toEqual([]);
    expect(three.victory).toEqual([16]);
  });
});
