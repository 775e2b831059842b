/**
 * Global Diplomacy (issue 14): a movement phase on the Global board as a line of `judge
 * adjudicate`: an army on every home centre, each holding or moving, beside two bombing
 * chains of the seed (Example 2's four links to SIO and XII+'s three to TIB), the moves
 * adjudicated, then the strikes and the season's end on the scarred board (JSON read and
 * written too, in this process, warm).
 */
import { answerJsonLine } from '../shared/adjudicate/request.js';
import { boardNamed } from '../shared/map/boards.js';

export function benchGlobal(timeLoop: (label: string, runs: number, body: () => void) => number): void {
  const map = boardNamed('global')!;
  const chains: Record<string, { units: string[]; orders: string[] }> = {
    UNITEDSTATES: { units: ['AS SUS', 'F NAT'], orders: ['AS SUS BOMB VIA NAT SAH EGY TO SIO', 'F NAT CARRY FROM SUS VIA SAH'] },
    GREATERAFRICANUNION: { units: ['A SAH', 'AF EGY', 'AS WAF', 'AF ISR'], orders: ['A SAH CARRY FROM NAT VIA EGY', 'AF EGY CARRY FROM SAH TO SIO', 'AS WAF BOMB VIA ISR MIE TO TIB', 'AF ISR CARRY FROM WAF VIA MIE TO TIB'] },
    RUSSIANFEDERATION: { units: ['A MIE'], orders: ['A MIE CARRY FROM WAF ISR TO TIB'] },
  };
  const units: Record<string, string[]> = {};
  const orders: Record<string, string[]> = {};
  const taken = new Set(Object.values(chains).flatMap((c) => c.units.map((u) => u.split(' ')[1]!)));
  for (const [power, { homes }] of map.powers) {
    units[power] = [...(chains[power]?.units ?? [])];
    orders[power] = [...(chains[power]?.orders ?? [])];
    homes.forEach((home, i) => {
      if (taken.has(home)) return;
      units[power]!.push(`A ${home}`);
      orders[power]!.push(i % 2 === 0 ? `A ${home} H` : `A ${home} - ${homes[(i + 1) % homes.length]}`);
    });
  }
  const line = JSON.stringify({ id: 1, variant: 'global', phase: 'S2001M', units, orders, destroyed: ['KAZ'] });
  const maps = () => map;
  const count = Object.values(units).reduce((n, l) => n + l.length, 0);
  console.log(`\nGlobal Diplomacy, a movement phase of ${count} units with two bombing chains:`);
  timeLoop('  a line of judge adjudicate (moves, strikes, the season\'s end, JSON in and out)', 1000, () => {
    const answer = answerJsonLine(line, maps);
    if (answer.includes('"error"')) throw new Error(answer);
  });
}
