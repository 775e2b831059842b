import type { GameMap, ProvinceId } from '../../map/types.js';
import { readPlace } from '../../orders/names.js';
import { tokenize, untokenize } from '../../orders/tokens.js';
import { fail, ok, type Result } from '../../result.js';
import type { BombOrder, StrikeUnitKind } from './strike-types.js';

/**
 * Reading the bombing orders of Global Diplomacy (seed XII+ and its Q&A), in the forms the
 * text writes them:
 *   AS WAF BOMB VIA ISR VIA MIE TO TIB          Arsenal SUS bomb via NAT SAH EGY to SIO
 *   AF ISR CARRY FROM WAF VIA PAK TO TIB        A MIE bomb from WAF from ISR to TIB
 *   N NAT carry bomb from SUS via SAH           AF EGY drop bomb from SAH to SIO
 *   Arsenal RUS bomb SCA
 * and the long wording ("Air force in Israel carries bomb from West Africa to Pakistan to
 * drop on Tibet"). Places may be written by any name the map knows.
 */

export type StrikeOrderError = 'not_a_bomb_order' | 'bad_bomb_order';

/** Unit words, longest first where one begins another ("AIR FORCE" before "A"). */
const KIND_PHRASES: readonly (readonly [readonly string[], StrikeUnitKind])[] = [
  [['NUCLEAR', 'ARSENAL'], 'AS'],
  [['ARSENAL'], 'AS'],
  [['AS'], 'AS'],
  [['AIR', 'FORCE'], 'AF'],
  [['AIRFORCE'], 'AF'],
  [['AF'], 'AF'],
  [['ARMY'], 'A'],
  [['A'], 'A'],
  [['FLEET'], 'F'],
  [['NAVY'], 'F'],
  [['F'], 'F'],
  [['N'], 'F'],
];

/** The verbs that make an order a bombing order. */
const VERBS = new Set(['BOMB', 'BOMBS', 'CARRY', 'CARRIES', 'DROP', 'DROPS', 'DELIVER', 'DELIVERS', 'LAUNCH', 'LAUNCHES']);
/** Words that only join the places: "carry (a) bomb", "to drop on". */
const FILLER = new Set(['A', 'BOMB', 'BOMBS', 'THE', 'DROP', 'DROPS', 'ON', 'AND', 'THEN', ',', '(', ')']);

/** Is this line a bombing order at all? (A unit, a place, then one of the verbs.) */
export function isBombOrder(map: GameMap, text: string): boolean {
  const r = readBombOrder(map, text);
  return r.ok || r.error.code === 'bad_bomb_order';
}

/** "(via)" written in brackets, one word here so the place before it is not read as a coast. */
const BRACKETED_VIA = '(VIA)';

export function readBombOrder(map: GameMap, text: string): Result<BombOrder, StrikeOrderError> {
  const tokens = bracketedVia(tokenize(text));
  const kindRead = readKind(tokens);
  if (!kindRead) return fail('not_a_bomb_order', `${text.trim() || 'An empty line'} does not begin with a unit (A, N, AF or AS).`);
  let i = kindRead.next;
  if (tokens[i] === 'IN') i++; // "Air force in Israel"
  const at = readPlace(map, tokens, i);
  if (!at.ok) return fail('not_a_bomb_order', at.error.message);
  i = at.value.next;
  if (!VERBS.has(tokens[i] ?? '')) return fail('not_a_bomb_order', `${untokenize(tokens)} is not a bombing order (BOMB, CARRY or DROP).`);
  i++;
  const where = provinceOf(map, at.value.location);
  const written = untokenize(tokens);

  // Each place is filed under the word before it: FROM places come before the unit on the
  // route, VIA and TO places after it.
  const from: ProvinceId[] = [];
  const after: ProvinceId[] = [];
  type Section = 'none' | 'from' | 'via' | 'to';
  let section = 'none' as Section;
  let lastSection = 'none' as Section;
  for (; i < tokens.length; ) {
    const t = tokens[i]!;
    if (t === 'FROM') {
      section = 'from';
      i++;
      continue;
    }
    if (t === 'VIA' || t === 'BY' || t === 'THROUGH') {
      section = 'via';
      i++;
      continue;
    }
    if (t === BRACKETED_VIA) {
      // "from West Africa (via) Israel": a bracketed VIA after FROM goes on with FROM.
      if (section !== 'from') section = 'via';
      i++;
      continue;
    }
    if (t === 'TO' || t === '-') {
      section = 'to';
      i++;
      continue;
    }
    if (FILLER.has(t)) {
      i++;
      continue;
    }
    const place = readPlace(map, tokens, i);
    if (!place.ok) return fail('bad_bomb_order', `In ${written}: ${place.error.message}`);
    const p = provinceOf(map, place.value.location);
    if (p === where) return fail('bad_bomb_order', `In ${written}: ${p} is where the unit itself is; name the places before and after it.`);
    if (from.includes(p) || after.includes(p)) return fail('bad_bomb_order', `In ${written}: ${p} is named twice; a bomb passes each place once.`);
    if (section === 'from') from.push(p);
    else after.push(p);
    lastSection = section;
    i = place.value.next;
  }

  if (kindRead.kind === 'AS') {
    if (from.length > 0) return fail('bad_bomb_order', `In ${written}: an arsenal launches its own bomb, so it carries FROM nowhere; write AS ${where} BOMB VIA … TO target.`);
    const target = after[after.length - 1];
    if (target === undefined) return fail('bad_bomb_order', `In ${written}: no target; write AS ${where} BOMB target, or AS ${where} BOMB VIA … TO target.`);
    return ok({ type: 'launch', unit: { kind: 'AS', at: at.value.location }, route: after.slice(0, -1), target });
  }
  if (from.length === 0) {
    return fail('bad_bomb_order', `In ${written}: only an arsenal launches a bomb; a carrier says where the bomb comes FROM (the arsenal or the unit before it).`);
  }
  // The last place is the target only if written after TO ("to drop on Tibet"); "via SAH"
  // at the end names the next carrier, the target being left to the arsenal's order.
  const target = lastSection === 'to' && after.length > 0 ? after[after.length - 1]! : null;
  return ok({
    type: 'carry',
    unit: { kind: kindRead.kind, at: at.value.location },
    from,
    via: target === null ? after : after.slice(0, -1),
    target,
  });
}

function bracketedVia(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k] === '(' && tokens[k + 1] === 'VIA' && tokens[k + 2] === ')') {
      out.push(BRACKETED_VIA);
      k += 2;
    } else out.push(tokens[k]!);
  }
  return out;
}

function readKind(tokens: readonly string[]): { kind: StrikeUnitKind; next: number } | null {
  for (const [words, kind] of KIND_PHRASES) {
    if (words.every((w, k) => tokens[k] === w)) return { kind, next: words.length };
  }
  return null;
}

const provinceOf = (map: GameMap, location: string): ProvinceId => map.locations.get(location)?.province ?? location;

/** The order as the judge writes it back: "AS WAF BOMB VIA ISR MIE TO TIB". */
export function formatBombOrder(order: BombOrder): string {
  if (order.type === 'launch') {
    return order.route.length === 0 ? `AS ${order.unit.at} BOMB ${order.target}` : `AS ${order.unit.at} BOMB VIA ${order.route.join(' ')} TO ${order.target}`;
  }
  const kind = order.unit.kind;
  const parts = [`${kind} ${order.unit.at} CARRY FROM ${order.from.join(' ')}`];
  if (order.via.length > 0) parts.push(`VIA ${order.via.join(' ')}`);
  if (order.target !== null) parts.push(`TO ${order.target}`);
  return parts.join(' ');
}
