import { describe, expect, it } from 'vitest';
import { startingCenters } from '../../adjudicate/position.js';
import type { Position } from '../../adjudicate/types.js';
import { standardMap } from '../../map/standard.js';
import type { PowerName } from '../../map/types.js';
import { parseUnit } from '../../orders/parse.js';
import { endTurn, playOrder, startTurn, turnPosition, type CardStep, type CardTurn } from './turn.js';

const map = standardMap();

function positionOf(units: Readonly<Record<PowerName, string>>, phase = 'S1901M'): Position {
  const list = Object.entries(units).flatMap(([power, text]) =>
    text.split(',').map((t) => {
      const u = parseUnit(map, t.trim());
      if (!u.ok || u.value.kind === null) throw new Error(`bad unit ${t}`);
      return { power, kind: u.value.kind, at: u.value.at };
    }),
  );
  return { phase, units: list, dislodged: [], standoffs: [], centers: startingCenters(map) };
}

/** Plays "POWER: order" lines in turn, each against the board the ones before left. */
function play(position: Position, lines: readonly string[]): { turn: CardTurn; steps: CardStep[] } {
  let turn = startTurn(position);
  const steps: CardStep[] = [];
  for (const line of lines) {
    const [power, order] = line.split(':').map((s) => s.trim()) as [string, string];
    const out = playOrder(map, turn, power, order);
    turn = out.turn;
    steps.push(out.step);
  }
  return { turn, steps };
}

const where = (turn: CardTurn): string[] => turn.units.map((u) => `${u.power} ${u.kind} ${u.at}`).sort();

describe('the seed example: orders carried out one at a time', () => {
  const start = positionOf({ GERMANY: 'A MUN', FRANCE: 'A PAR, A MAR', ENGLAND: 'F NTH, F ENG' });

  it('Munich moves to Burgundy, a support is placed, and Marseilles dislodges it', () => {
    const { turn, steps } = play(start, ['GERMANY: A MUN - BUR', 'FRANCE: A PAR S A MAR - BUR', 'FRANCE: A MAR - BUR']);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'succeeds', 'succeeds']);
    expect(steps[2]!.dislodged).toMatchObject({ power: 'GERMANY', kind: 'A', at: 'BUR', from: 'MAR' });
    expect(where(turn)).toEqual(['ENGLAND F ENG', 'ENGLAND F NTH', 'FRANCE A BUR', 'FRANCE A PAR']);
    expect(turn.waiting.map((w) => w.at)).toEqual(['BUR']);
  });

  it('the army retreats to Belgium, where the English fleets dislodge it again', () => {
    const { turn, steps } = play(start, [
      'GERMANY: A MUN - BUR',
      'FRANCE: A PAR S A MAR - BUR',
      'FRANCE: A MAR - BUR',
      'GERMANY: A BUR - BEL',
      'ENGLAND: F ENG S F NTH - BEL',
      'ENGLAND: F NTH - BEL',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'succeeds', 'succeeds', 'succeeds', 'succeeds', 'succeeds']);
    expect(steps[5]!.dislodged).toMatchObject({ power: 'GERMANY', at: 'BEL', from: 'NTH' });
    // Kicked around the board: it may retreat again, to Holland now.
    const again = playOrder(map, turn, 'GERMANY', 'A BEL R HOL');
    expect(again.step.result).toBe('succeeds');
    expect(where(again.turn)).toContain('GERMANY A HOL');
  });

  it('a retreat may not go back where the attacker came from, nor into a unit', () => {
    const { turn } = play(start, ['GERMANY: A MUN - BUR', 'FRANCE: A PAR S A MAR - BUR', 'FRANCE: A MAR - BUR']);
    expect(playOrder(map, turn, 'GERMANY', 'A BUR - MAR').step).toMatchObject({ result: 'void' });
    expect(playOrder(map, turn, 'GERMANY', 'A BUR - PAR').step).toMatchObject({ result: 'void' });
    expect(playOrder(map, turn, 'GERMANY', 'A BUR - MUN').step.result).toBe('succeeds');
  });
});

describe('what a placed support does', () => {
  it('a later attack on the supporting unit cuts it, though the attack fails', () => {
    const { steps } = play(positionOf({ FRANCE: 'A PAR, A MAR', GERMANY: 'A BUR, A PIC' }), [
      'FRANCE: A PAR S A MAR - BUR',
      'GERMANY: A PIC - PAR',
      'FRANCE: A MAR - BUR',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'fails', 'fails']);
  });

  it('an attack from the province the support is given into does not cut it', () => {
    const { steps } = play(positionOf({ FRANCE: 'A BUR, A PIC', ENGLAND: 'A BEL' }), [
      'FRANCE: A BUR S A PIC - BEL',
      'ENGLAND: A BEL - BUR',
      'FRANCE: A PIC - BEL',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'fails', 'succeeds']);
    expect(steps[2]!.dislodged).toMatchObject({ power: 'ENGLAND', at: 'BEL' });
  });

  it('a support to hold counts against every attack that comes after it', () => {
    const { steps } = play(positionOf({ GERMANY: 'A MUN, A RUH', FRANCE: 'A BUR, A PIC' }), [
      'GERMANY: A RUH S A MUN',
      'FRANCE: A BUR - MUN',
    ]);
    expect(steps[1]).toMatchObject({ result: 'fails' });
  });

  it('a unit whose move failed takes no support to hold', () => {
    const { steps } = play(positionOf({ GERMANY: 'A MUN, A RUH', FRANCE: 'A BUR, A PIC', AUSTRIA: 'A TYR, A BOH' }), [
      'GERMANY: A RUH S A MUN',
      'GERMANY: A MUN - TYR',
      'FRANCE: A BUR - MUN',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'fails', 'fails']);
    // Two against the failed mover's one.
    const two = play(positionOf({ GERMANY: 'A MUN, A RUH', FRANCE: 'A BUR, A PIC', AUSTRIA: 'A TYR, A BOH' }), [
      'GERMANY: A RUH S A MUN',
      'GERMANY: A MUN - TYR',
      'AUSTRIA: A BOH S A TYR - MUN',
      'AUSTRIA: A TYR - MUN',
    ]);
    expect(two.steps.map((s) => s.result)).toEqual(['succeeds', 'fails', 'succeeds', 'succeeds']);
  });

  it('goes with its unit when that unit is dislodged', () => {
    const { steps } = play(positionOf({ FRANCE: 'A PAR, A MAR', GERMANY: 'A BUR', ENGLAND: 'A PIC, A BRE' }), [
      'FRANCE: A PAR S A MAR - BUR',
      'ENGLAND: A BRE S A PIC - PAR',
      'ENGLAND: A PIC - PAR',
      'FRANCE: A MAR - BUR',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'succeeds', 'succeeds', 'fails']);
  });

  it('given after the supported unit has moved, it is irrelevant: void', () => {
    const { steps } = play(positionOf({ FRANCE: 'A PAR, A MAR' }), ['FRANCE: A MAR - BUR', 'FRANCE: A PAR S A MAR - BUR']);
    expect(steps[1]).toMatchObject({ result: 'void' });
  });

  it('never helps dislodge a unit of its own power', () => {
    const { steps } = play(positionOf({ GERMANY: 'A MUN, A RUH', FRANCE: 'A BUR' }), ['GERMANY: A RUH S A BUR - MUN', 'FRANCE: A BUR - MUN']);
    expect(steps[1]).toMatchObject({ result: 'fails' });
  });
});

describe('one order a unit', () => {
  it('a unit ordered once may not be ordered again', () => {
    const { steps } = play(positionOf({ FRANCE: 'A PAR' }), ['FRANCE: A PAR H', 'FRANCE: A PAR - BUR']);
    expect(steps[1]).toMatchObject({ result: 'void' });
  });

  it('a unit dislodged before its order may be ordered once it has retreated', () => {
    const { steps, turn } = play(positionOf({ GERMANY: 'A BUR, A MUN', FRANCE: 'A PAR, A MAR' }), [
      'FRANCE: A PAR S A MAR - BUR',
      'FRANCE: A MAR - BUR',
      'GERMANY: A BUR - RUH',
      'GERMANY: A RUH - BEL',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'succeeds', 'succeeds', 'succeeds']);
    expect(where(turn)).toContain('GERMANY A BEL');
  });

  it('a power cannot dislodge its own unit', () => {
    const { steps } = play(positionOf({ FRANCE: 'A PAR, A BUR, A PIC' }), ['FRANCE: A PIC S A PAR - BUR', 'FRANCE: A PAR - BUR']);
    expect(steps[1]).toMatchObject({ result: 'fails' });
  });

  it('an order for another power\'s unit, or for nothing, is void', () => {
    const { steps } = play(positionOf({ FRANCE: 'A PAR' }), ['GERMANY: A PAR - BUR', 'FRANCE: A MUN - BUR', 'FRANCE: A PAR TO THE MOON']);
    expect(steps.map((s) => s.result)).toEqual(['void', 'void', 'void']);
    expect(steps.every((s) => (s.reason ?? '').length > 0)).toBe(true);
  });
});

describe('convoys are placed like supports', () => {
  it('an army moves at once through the fleets placed for it', () => {
    const { steps, turn } = play(positionOf({ ENGLAND: 'A LON, F NTH' }), ['ENGLAND: F NTH C A LON - BEL', 'ENGLAND: A LON - BEL']);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'succeeds']);
    expect(where(turn)).toContain('ENGLAND A BEL');
  });

  it('without them, or once their fleet is dislodged, there is no convoy', () => {
    expect(play(positionOf({ ENGLAND: 'A LON, F NTH' }), ['ENGLAND: A LON - BEL']).steps[0]).toMatchObject({ result: 'no convoy' });
    const { steps } = play(positionOf({ ENGLAND: 'A LON, F NTH', GERMANY: 'F HEL, F DEN' }), [
      'ENGLAND: F NTH C A LON - BEL',
      'GERMANY: F DEN S F HEL - NTH',
      'GERMANY: F HEL - NTH',
      'ENGLAND: A LON - BEL',
    ]);
    expect(steps.map((s) => s.result)).toEqual(['succeeds', 'succeeds', 'succeeds', 'no convoy']);
  });

  it('a unit dislodged by a convoyed army may retreat to where the army came from', () => {
    const { turn } = play(positionOf({ ENGLAND: 'A LON, F NTH, F ENG', FRANCE: 'A BEL' }), [
      'ENGLAND: F NTH C A LON - BEL',
      'ENGLAND: F ENG S A LON - BEL',
      'ENGLAND: A LON - BEL',
    ]);
    expect(turn.waiting[0]).toMatchObject({ at: 'BEL' });
    expect(turn.waiting[0]!.from).toBeUndefined();
  });
});

describe('the end of the turn', () => {
  it('disbands a unit still waiting for its retreat, and the calendar goes on', () => {
    const { turn } = play(positionOf({ GERMANY: 'A MUN', FRANCE: 'A PAR, A MAR' }, 'F1901M'), [
      'GERMANY: A MUN - BUR',
      'FRANCE: A PAR S A MAR - BUR',
      'FRANCE: A MAR - BUR',
    ]);
    const end = endTurn(map, turn);
    if (!end.ok) throw new Error(end.error.message);
    expect(end.value.disbanded.map((u) => u.at)).toEqual(['BUR']);
    expect(end.value.next.phase).toBe('W1901A');
    expect(end.value.next.units.some((u) => u.power === 'GERMANY')).toBe(false);
  });

  it('the position during the turn lists the units waiting to retreat', () => {
    const { turn } = play(positionOf({ GERMANY: 'A MUN', FRANCE: 'A PAR, A MAR' }), [
      'GERMANY: A MUN - BUR',
      'FRANCE: A PAR S A MAR - BUR',
      'FRANCE: A MAR - BUR',
    ]);
    expect(turnPosition(turn).dislodged).toEqual([{ power: 'GERMANY', kind: 'A', at: 'BUR', from: 'MAR' }]);
  });
});
