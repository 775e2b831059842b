import { describe, expect, test } from 'vitest';
import type { Position } from '../../../shared/adjudicate/types.js';
import { boardNamed } from '../../../shared/map/boards.js';
import { click, IDLE, modesFor, prompt, type ClickContext, type MoveMode, type Pick } from '../orders/clicking.js';
import { checkDraft, withLine, withoutUnit } from '../orders/draft.js';
import { previewPhase } from '../orders/preview.js';
import { choosableFor, targetsFor } from '../orders/targets.js';
import { standardMap } from '../../../shared/map/standard.js';
import { buildKinds, nuclearNotes, recordScars } from './bombs.js';
import { bombForm } from '../../../shared/variants/global/bomb-form.js';
import { powerLabel } from '../powers.js';
import { chainShapes } from '../../../shared/draw/chains.js';
import { parseLayout } from '../../../shared/map/layout.js';
import layoutJson from '../../../maps/global/global.layout.json';

/** Ordering Global Diplomacy on the board: Bomb mode's chains, the draft's bombing lines, air force and arsenal builds. */

const map = boardNamed('global')!;
const [US, RF, SA] = [...map.powers.keys()] as [string, string, string];

// Seed XII+'s chain: the arsenal in West Africa, an air force in Israel, an army in the Middle East, Tibet the target.
const position: Position = {
  phase: 'S2101M',
  units: [
    { power: US, kind: 'AS', at: 'WAF' },
    { power: US, kind: 'AF', at: 'ISR' },
    { power: RF, kind: 'A', at: 'MIE' },
    { power: SA, kind: 'A', at: 'TIB' },
    { power: US, kind: 'AF', at: 'EGY' },
  ],
  dislodged: [],
  standoffs: [],
  centers: {},
};

const ctx = (mode: MoveMode, over: Partial<ClickContext> = {}): ClickContext => ({ map, position, phaseType: 'M', rules: [], power: US, mode, build: 'A', ...over });

function clicks(c: ClickContext, places: string[]) {
  let pick: Pick = IDLE;
  const orders: string[] = [];
  const notes: string[] = [];
  for (const at of places) {
    const out = click(pick, at, c);
    pick = out.pick;
    if (out.order) orders.push(...out.order.split('\n'));
    if (out.note) notes.push(out.note);
  }
  return { pick, orders, notes };
}

describe('Bomb mode', () => {
  test('is offered on a board with arsenals only', () => {
    expect(modesFor(map)).toContain('bomb');
    expect(modesFor(standardMap())).not.toContain('bomb');
  });

  test('the arsenal, each carrier, the target twice: the launch, with a carry order for each of one’s own carriers', () => {
    const out = clicks(ctx('bomb'), ['WAF', 'ISR', 'MIE', 'TIB', 'TIB']);
    expect(out.orders).toEqual(['AS WAF BOMB VIA ISR MIE TO TIB', 'AF ISR CARRY FROM WAF VIA MIE TO TIB']);
    expect(out.pick).toEqual(IDLE);
    expect(out.notes).toEqual([]);
  });

  test('a place with no unit to carry the bomb is the target at once', () => {
    expect(clicks(ctx('bomb'), ['WAF', 'SAH']).orders).toEqual(['AS WAF BOMB SAH']);
  });

  test('a carrier: the unit, where the bomb comes from, the target', () => {
    expect(clicks(ctx('bomb'), ['ISR', 'WAF', 'TIB']).orders).toEqual(['AF ISR CARRY FROM WAF TO TIB']);
  });

  test('a destroyed space is not bombed again; another power’s unit is not one’s own to order', () => {
    const scarred = ctx('bomb', { destroyed: ['SAH'] });
    expect(clicks(scarred, ['WAF', 'SAH']).notes).toEqual(['Sahara is already destroyed: it cannot be bombed again.']);
    expect(clicks(ctx('bomb'), ['MIE']).notes[0]).toMatch(/^Choose one of your own units/);
  });

  test('the prompts say what the next click does', () => {
    const c = ctx('bomb');
    expect(prompt(IDLE, c)).toBe('Choose your arsenal to launch a bomb, or one of your units to carry one.');
    const chosen = click(IDLE, 'WAF', c).pick;
    expect(prompt(chosen, c)).toBe('Choose where the bomb from the arsenal in WAF goes: a carrier’s place, or the target.'.replace('’', "'"));
    const next = click(chosen, 'ISR', c).pick;
    expect(prompt(next, c)).toBe("Choose the next carrier's place, or the target; choose ISR again to drop the bomb there.");
  });

  test('lit: one’s units first, then the places in the last link’s reach (two steps for an arsenal and an air force), the last place again first', () => {
    const c = ctx('bomb');
    expect(choosableFor(IDLE, c).sort()).toEqual(['EGY', 'ISR', 'WAF']);
    const atArsenal = click(IDLE, 'WAF', c).pick;
    const lit = targetsFor(atArsenal, c);
    expect(lit).toContain('ISR');
    expect(lit).toContain('SAH');
    expect(lit).not.toContain('TIB');
    const atIsrael = click(atArsenal, 'ISR', c).pick;
    const litNext = targetsFor(atIsrael, c);
    expect(litNext[0]).toBe('ISR');
    expect(litNext).toContain('MIE');
    expect(choosableFor(atIsrael, c)).toContain('MIE');
  });
});

describe('the draft’s bombing lines', () => {
  const draft = ['AS WAF BOMB VIA ISR MIE TO TIB', 'Air force in Israel carries bomb from West Africa to Middle East to drop on Tibet', 'AF EGY - SAH', 'AS WAF BOMB VIA XYZ TO TIB'].join('\n');

  const view = { destroyed: [], removed: [], cutOff: [], closed: [], entitled: {} };

  test('are read by the judge’s own Global entry: accepted in its form, or refused with its sentence', () => {
    const checked = checkDraft({ map, position, phaseType: 'M', rules: [], power: US, global: view }, draft);
    expect(checked.lines.map((l) => (l.answer?.accepted ? l.answer.order : l.answer?.accepted === false ? 'refused' : null))).toEqual([
      'AS WAF BOMB VIA ISR MIE TO TIB',
      'AF ISR CARRY FROM WAF VIA MIE TO TIB',
      'AF EGY - SAH',
      'refused',
    ]);
    // The arsenal and the air force have bombing orders, the other air force a move: nothing is missing.
    expect(checked.missing.units).toEqual([]);
  });

  test('once taken, are drawn as chains from the orders the draft holds', () => {
    const checked = checkDraft({ map, position, phaseType: 'M', rules: [], power: US, global: view }, draft);
    const chains = chainShapes(map, parseLayout(layoutJson), checked.orders.map((o) => ({ power: US, text: o.text })));
    expect(chains.map((c) => c.points.length)).toEqual([4, 4]);
  });

  test('a move into a destroyed space is refused in the draft, as the judge refuses it', () => {
    const checked = checkDraft({ map, position, phaseType: 'M', rules: [], power: US, global: { ...view, destroyed: ['SAH'] } }, 'AF EGY - SAH');
    expect(checked.lines[0]!.answer).toMatchObject({ accepted: false, error: { message: 'No unit may move into Sahara: it was destroyed by a nuclear bomb.' } });
  });

  test('a bombing line takes the place of its unit’s line, and a later line takes its place; Clear drops it', () => {
    const before = 'AS WAF H\nAF ISR - MIE\nAF EGY - SAH';
    const after = ['AS WAF BOMB VIA ISR TO TIB', 'AF ISR CARRY FROM WAF TO TIB'].reduce((text, line) => withLine(map, 'M', text, line), before);
    expect(after).toBe('AS WAF BOMB VIA ISR TO TIB\nAF ISR CARRY FROM WAF TO TIB\nAF EGY - SAH');
    expect(withLine(map, 'M', after, 'AS WAF H')).toBe('AS WAF H\nAF ISR CARRY FROM WAF TO TIB\nAF EGY - SAH');
    expect(withoutUnit(map, 'M', after, 'ISR')).toBe('AS WAF BOMB VIA ISR TO TIB\nAF EGY - SAH');
    expect(bombForm(map, 'Arsenal WAF bomb TIB')).toBe('AS WAF BOMB TIB');
    expect(bombForm(map, 'AF EGY - SAH')).toBeNull();
  });
});

describe('builds', () => {
  const empty: Position = { phase: 'F2100A', units: [], dislodged: [], standoffs: [], centers: Object.fromEntries([...map.powers.values()].map((p) => [p.name, [...p.centers]])) };

  test('the build buttons offer every kind of the board; an arsenal only while one is owed', () => {
    const owed = { destroyed: [], removed: [], cutOff: [], closed: [], entitled: { [US]: 1 } };
    expect(buildKinds(map, owed, US).map((k) => [k.kind, k.refused === null])).toEqual([
      ['A', true],
      ['F', true],
      ['AF', true],
      ['AS', true],
    ]);
    expect(buildKinds(map, owed, RF).find((k) => k.kind === 'AS')!.refused).toMatch(/all your units held/);
    expect(buildKinds(standardMap(), undefined, 'FRANCE').map((k) => k.kind)).toEqual(['A', 'F']);
  });

  test('an air force is built in the province pointed at, as an army is', () => {
    const home = map.powers.get(US)!.homes[0]!;
    const c: ClickContext = { map, position: empty, phaseType: 'A', rules: [], power: US, mode: 'move', build: 'AF' };
    expect(click(IDLE, home, c).order).toBe(`AF ${home} B`);
    expect(targetsFor(IDLE, c)).toContain(home);
  });

  test('an arsenal, once the button is offered (one owed), is lit on the home centres as any build', () => {
    const home = map.powers.get(US)!.homes[0]!;
    const c: ClickContext = { map, position: empty, phaseType: 'A', rules: [], power: US, mode: 'move', build: 'AS' };
    expect(targetsFor(IDLE, c)).toContain(home);
    expect(click(IDLE, home, c).order).toBe(`AS ${home} B`);
  });
});

describe('a past phase of a Global game', () => {
  test('is drawn with the scars it found, from its record', () => {
    const before = { wasteland: { destroyed: ['SIO'], removed: ['MAD'], cutOff: [] }, entitled: { [US]: 1 } };
    expect(recordScars({ global: { before } })).toEqual({ destroyed: ['SIO'], removed: ['MAD'], cutOff: [], closed: [], entitled: { [US]: 1 } });
    expect(recordScars({})).toBeUndefined();
  });

  test('tells in the history what its bombs destroyed and who is owed an arsenal', () => {
    expect(nuclearNotes(map, { destroyed: ['SIO'], nuclear: [US] })).toEqual([
      'Destroyed by a nuclear bomb: South Indian Ocean. No unit may ever enter it again.',
      `${powerLabel(US)} held all its units: it may build a nuclear arsenal.`,
    ]);
    expect(nuclearNotes(map, {})).toEqual([]);
    expect(nuclearNotes(map, undefined)).toEqual([]);
  });
});

describe('the preview in the browser', () => {
  test('plays a Global phase as the judge does: the bomb falls after the moves, the army in Tibet is lost', () => {
    const view = { destroyed: [], removed: [], cutOff: [], closed: [], entitled: {} };
    const out = previewPhase(map, position, [], { [US]: ['AS WAF BOMB VIA ISR TO TIB', 'AF ISR CARRY FROM WAF TO TIB'] }, view);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.results).toEqual(expect.arrayContaining([expect.objectContaining({ power: US, order: 'AS WAF BOMB VIA ISR TO TIB', result: 'succeeds' })]));
    expect(out.value.next.units.some((u) => u.at === 'TIB')).toBe(false);
    // Without the view, the standard adjudicator: nothing falls.
    const plain = previewPhase(map, position, [], { [US]: ['AS WAF H'] });
    expect(plain.ok && plain.value.next.units.some((u) => u.at === 'TIB')).toBe(true);
  });
});
