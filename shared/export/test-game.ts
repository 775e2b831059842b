/**
 * A game played through the real adjudicator, for the tests of the archive and of the
 * exports: seven players, press, and as many phases as the caller asks for, each with the
 * orders below. It stands in for the game engine (shared/game) so these tests depend on
 * nothing but the rules. For tests only.
 */
import { adjudicatePhase } from '../adjudicate/phase.js';
import { startingPosition } from '../adjudicate/position.js';
import type { Position } from '../adjudicate/types.js';
import type { GameState, PhaseRecord, PressMessage, Seat } from '../game/types.js';
import { standardMap } from '../map/standard.js';
import type { PowerName } from '../map/types.js';

/** Orders for the first phases of a standard game: bounces, a convoy, a void order, a dislodgement and its retreat, builds. */
export const SAMPLE_ORDERS: readonly Readonly<Record<PowerName, readonly string[]>>[] = [
  // S1901M
  {
    ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
    FRANCE: ['A PAR - BUR', 'A MAR S A PAR - BUR', 'F BRE - MAO'],
    GERMANY: ['A MUN - BUR', 'A BER - KIE', 'F KIE - DEN'],
    ITALY: ['A VEN - TYR', 'A ROM - APU', 'F NAP - ION'],
    AUSTRIA: ['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB'],
    RUSSIA: ['A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA', 'F STP/SC - BOT'],
    TURKEY: ['A CON - BUL', 'A SMY - CON', 'F ANK - BLA'],
  },
  // F1901M
  {
    ENGLAND: ['F NTH C A YOR - NWY', 'A YOR - NWY', 'F NWG S A YOR - NWY'],
    FRANCE: ['A BUR - MUN', 'A MAR - SPA', 'F MAO - POR'],
    GERMANY: ['A MUN H', 'A KIE - HOL', 'F DEN H'],
    ITALY: ['A TYR S A BUR - MUN', 'A APU - TUN VIA CONVOY', 'F ION C A APU - TUN'],
    AUSTRIA: ['A VIE - TRI', 'A SER - GRE', 'F ALB S A SER - GRE'],
    RUSSIA: ['A UKR - RUM', 'A WAR - GAL', 'F SEV - RUM', 'F BOT - SWE'],
    TURKEY: ['A BUL - GRE', 'A CON - BUL', 'F ANK - SEV'],
  },
  // F1901R
  {
    GERMANY: ['A MUN - RUH'],
  },
  // W1901A
  {
    ENGLAND: ['BUILD F LON'],
    FRANCE: ['BUILD A PAR', 'BUILD F BRE', 'A MAR B'],
    GERMANY: ['BUILD A BER'],
    ITALY: ['BUILD F NAP'],
    AUSTRIA: ['BUILD A BUD'],
    RUSSIA: ['BUILD A MOS'],
    TURKEY: ['WAIVE'],
  },
];

const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] as const;

/** Epoch milliseconds of the sample game's creation: 2024-01-01T00:00:00Z. */
export const SAMPLE_START = Date.UTC(2024, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

export interface SampleGameOptions {
  readonly id?: string;
  /** How many of SAMPLE_ORDERS' phases to play (0 to 4). */
  readonly phases?: number;
  /** End the game with a draw of every power. */
  readonly finished?: boolean;
}

/** A sample game as the engine would hold it after playing the given phases. */
export function sampleGame(options: SampleGameOptions = {}): GameState {
  const map = standardMap();
  const id = options.id ?? 'sample';
  const count = options.phases ?? SAMPLE_ORDERS.length;
  let position: Position = startingPosition(map);
  const history: PhaseRecord[] = [];
  for (let i = 0; i < count; i++) {
    const orders = SAMPLE_ORDERS[i];
    if (orders === undefined) throw new Error(`The sample game has only ${SAMPLE_ORDERS.length} phases of orders.`);
    const outcome = adjudicatePhase({ map, position, orders });
    if (!outcome.ok) throw new Error(`Sample phase ${position.phase}: ${outcome.error.message}`);
    history.push({ position, orders, results: outcome.value.results, processedAt: SAMPLE_START + (i + 1) * DAY });
    position = outcome.value.next;
  }
  const seats: Record<PowerName, Seat> = {};
  for (const power of POWERS) {
    seats[power] = { power, status: 'taken', playerId: `p-${power.toLowerCase()}`, wait: false, vote: null };
  }
  const press: PressMessage[] = [
    { id: 1, at: SAMPLE_START + 1000, phase: 'S1901M', from: 'ENGLAND', to: ['FRANCE'], kind: 'private', body: 'Channel stays empty?' },
    { id: 2, at: SAMPLE_START + 2000, phase: 'S1901M', from: 'FRANCE', to: ['ENGLAND'], kind: 'private', body: 'Agreed.' },
    {
      id: 3,
      at: SAMPLE_START + 3000,
      phase: 'S1901M',
      from: 'MASTER',
      to: [...POWERS, 'MASTER'],
      kind: 'broadcast',
      body: 'Deadlines are daily.',
    },
  ];
  const finished = options.finished ?? false;
  return {
    version: 1,
    id,
    settings: {
      name: `Sample ${id}`,
      variant: 'standard',
      map: 'standard',
      rules: [],
      deadlines: { movement: 1440, retreats: 720, adjustments: 720, grace: 0 },
      listed: true,
    },
    status: finished ? 'finished' : 'active',
    paused: false,
    createdAt: SAMPLE_START,
    masterSecretHash: 'not-a-real-hash',
    seats,
    players: [
      ...POWERS.map((power) => ({
        id: `p-${power.toLowerCase()}`,
        name: `${power[0]}${power.slice(1).toLowerCase()} Player`,
        power,
        secretHash: 'not-a-real-hash',
        contact: { email: null, by: 'web' as const },
      })),
      { id: 'o-1', name: 'Onlooker', power: null, secretHash: 'not-a-real-hash', contact: { email: null, by: 'web' as const } },
    ],
    position,
    orders: {},
    submitted: [],
    deadline: finished ? null : SAMPLE_START + (count + 1) * DAY,
    remaining: null,
    history,
    undone: [],
    press,
    ending: finished ? { kind: 'draw', powers: [...POWERS] } : null,
    revision: 10 + count + (finished ? 1 : 0),
  };
}
