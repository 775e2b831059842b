/**
 * Reads the DATC golden files (FORMAT.md beside this file) into cases the driver can run.
 * A malformed file is a test failure naming the file and line, never a silent skip.
 */

export interface GoldenOrder {
  readonly power: string;
  readonly text: string;
  readonly expect: string;
  /** `=> result AS order`: the results show the line as this order (FICTIONAL_OK's holds). */
  readonly shown?: string;
  readonly line: number;
}

export interface GoldenBlock {
  phase: string;
  /** START: the phase opens on the board the case's rules open a game on (shared/game/setup.ts), not on UNITS. */
  start?: boolean;
  units?: Record<string, string[]>;
  centers?: Record<string, string[]>;
  /** HOMES: each power's home centres where the game has changed them (Position.homes). */
  homes?: Record<string, string[]>;
  dislodged?: Record<string, { unit: string; from?: string }[]>;
  standoffs?: string[];
  orders: GoldenOrder[];
  after?: Record<string, string[]>;
  afterDislodged?: Record<string, { unit: string; from?: string }[]>;
  afterCenters?: Record<string, string[]>;
  afterHomes?: Record<string, string[]>;
}

export interface GoldenCase {
  readonly id: string;
  readonly title: string;
  readonly file: string;
  /** `MAP name`: the board the case is played on (test/datc/boards/name.map); absent: the standard map. */
  map?: string;
  rules: string[];
  readonly blocks: GoldenBlock[];
}

type Section = 'UNITS' | 'CENTERS' | 'DISLODGED' | 'ORDERS' | 'AFTER' | 'AFTER DISLODGED' | 'AFTER CENTERS' | 'HOMES' | 'AFTER HOMES' | null;

export function readGolden(file: string, text: string): GoldenCase[] {
  const cases: GoldenCase[] = [];
  let current: GoldenCase | null = null;
  let block: GoldenBlock | null = null;
  let section: Section = null;
  const problem = (n: number, why: string): never => {
    throw new Error(`${file} line ${n}: ${why}`);
  };
  text.split('\n').forEach((raw, index) => {
    const n = index + 1;
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (/^\s/.test(line)) {
      if (!block || !section) problem(n, 'an indented line outside any section');
      const body = line.trim();
      const words = body.split(/\s+/);
      switch (section) {
        case 'UNITS':
        case 'AFTER': {
          const key = section === 'UNITS' ? 'units' : 'after';
          const map = (block![key] ??= {});
          (map[words[0]!] ??= []).push(words.slice(1).join(' '));
          break;
        }
        case 'CENTERS':
        case 'AFTER CENTERS':
        case 'HOMES':
        case 'AFTER HOMES': {
          const key = ({ CENTERS: 'centers', 'AFTER CENTERS': 'afterCenters', HOMES: 'homes', 'AFTER HOMES': 'afterHomes' } as const)[section];
          const map = (block![key] ??= {});
          (map[words[0]!] ??= []).push(...words.slice(1));
          break;
        }
        case 'DISLODGED':
        case 'AFTER DISLODGED': {
          const key = section === 'DISLODGED' ? 'dislodged' : 'afterDislodged';
          const map = (block![key] ??= {});
          const from = words.indexOf('FROM');
          const unit = words.slice(1, from < 0 ? undefined : from).join(' ');
          (map[words[0]!] ??= []).push(from < 0 ? { unit } : { unit, from: words[from + 1]! });
          break;
        }
        case 'ORDERS': {
          const m = /^([A-Z]+):\s*(.*?)\s*=>\s*(.+)$/.exec(body);
          if (!m) return problem(n, `an order line must read "POWER: order => result": ${body}`);
          const as = /^(.+?)\s+AS\s+(.+)$/.exec(m[3]!.trim());
          block!.orders.push({ power: m[1]!, text: m[2]!, expect: (as?.[1] ?? m[3]!).trim(), ...(as ? { shown: as[2]! } : {}), line: n });
          break;
        }
      }
      return;
    }
    const [keyword, ...rest] = line.split(/\s+/);
    switch (keyword) {
      case 'CASE': {
        const [id, ...title] = rest;
        if (!id) problem(n, 'CASE without an id');
        current = { id: id!, title: title.join(' '), file, rules: [], blocks: [] };
        cases.push(current);
        block = null;
        section = null;
        return;
      }
      case 'MAP':
        if (!current) problem(n, 'MAP outside a case');
        if (rest.length !== 1 || !/^[a-z0-9_]+$/.test(rest[0]!)) problem(n, 'MAP names one board, in lower case');
        current!.map = rest[0]!;
        return;
      case 'RULES':
        if (!current) problem(n, 'RULES outside a case');
        current!.rules.push(...rest);
        return;
      case 'PHASE':
        if (!current) problem(n, 'PHASE outside a case');
        block = { phase: rest[0] ?? problem(n, 'PHASE without a phase'), orders: [] };
        current!.blocks.push(block);
        section = null;
        return;
      case 'START':
        if (!block) problem(n, 'START outside a phase');
        block!.start = true;
        section = null;
        return;
      case 'STANDOFFS':
        if (!block) problem(n, 'STANDOFFS outside a phase');
        block!.standoffs = rest;
        section = null;
        return;
      case 'UNITS':
      case 'CENTERS':
      case 'HOMES':
      case 'DISLODGED':
      case 'ORDERS':
        if (!block) problem(n, `${keyword} outside a phase`);
        section = keyword;
        if (keyword === 'UNITS') block!.units ??= {};
        if (keyword === 'HOMES') block!.homes ??= {};
        return;
      case 'AFTER': {
        if (!block) problem(n, 'AFTER outside a phase');
        const what = rest.join(' ');
        if (what === '') { section = 'AFTER'; block!.after ??= {}; }
        else if (what === 'DISLODGED') { section = 'AFTER DISLODGED'; block!.afterDislodged ??= {}; }
        else if (what === 'CENTERS') { section = 'AFTER CENTERS'; block!.afterCenters ??= {}; }
        else if (what === 'HOMES') { section = 'AFTER HOMES'; block!.afterHomes ??= {}; }
        else problem(n, `unknown section AFTER ${what}`);
        return;
      }
      default:
        problem(n, `unknown keyword ${keyword}`);
    }
  });
  return cases;
}
