import { describe, expect, test } from 'vitest';
import type { GameView } from '../api.js';
import { civilDisorderText, ORDER_STATUS_LABEL, ownStatusText, recordDisorderText, waitingText } from './late.js';

const record = (phase: string, late?: string[]) => ({
  position: { phase, units: [], dislodged: [], standoffs: [], centers: {} },
  orders: {},
  results: [],
  processedAt: 0,
  ...(late ? { late } : {}),
});

const game = (over: Partial<GameView>): GameView => ({ status: 'active', late: null, phases: 0, lastPhase: null, viewer: { kind: 'anonymous' }, ...over }) as GameView;
const after = (...records: ReturnType<typeof record>[]): Partial<GameView> => ({ phases: records.length, lastPhase: records[records.length - 1] ?? null });

describe('a passed deadline on the page', () => {
  test('the game waits for the master, and says who was late', () => {
    expect(waitingText(game({}))).toBeNull();
    expect(waitingText(game({ late: ['TURKEY'] }))).toBe('Waiting for the master: Turkey was late.');
    expect(waitingText(game({ late: ['ITALY', 'RUSSIA', 'TURKEY'] }))).toBe('Waiting for the master: Italy, Russia and Turkey were late.');
    expect(waitingText(game({ late: ['TURKEY'], status: 'finished' }))).toBeNull();
    expect(waitingText(game({ late: ['TURKEY'], viewer: { kind: 'master' } }))).toBe(
      'Waiting for the master: Turkey was late. Process the phase, or give a new deadline, in the Master tab.',
    );
  });

  test('the phase just processed names its powers in civil disorder', () => {
    expect(civilDisorderText(game(after(record('S1901M'))))).toBeNull();
    expect(civilDisorderText(game(after(record('S1901M', ['TURKEY']))))).toBe('Spring 1901 movement: Turkey was in civil disorder (units without orders held).');
    // Only the latest phase: an older one is history.
    expect(civilDisorderText(game(after(record('S1901M', ['TURKEY']), record('F1901M'))))).toBeNull();
    expect(civilDisorderText(game(after(record('F1901R', ['FRANCE', 'ITALY']))))).toContain('France and Italy were in civil disorder (dislodged units');
  });

  test('every phase in the history says who was in civil disorder in it, however long ago', () => {
    expect(recordDisorderText(record('F1901M', ['ITALY']))).toBe('Italy was in civil disorder (units without orders held).');
    expect(recordDisorderText(record('F1901M'))).toBeNull();
  });

  test('"in" never means incomplete', () => {
    expect(ORDER_STATUS_LABEL.incomplete).toBe('incomplete');
    expect(Object.values(ORDER_STATUS_LABEL)).not.toContain('in');
    expect(ownStatusText('incomplete')).toContain('incomplete');
    expect(ownStatusText('complete')).toBe('The judge has your complete orders for this phase.');
    // To the master, who orders for any power: by its name.
    expect(ownStatusText('none', 'TURKEY')).toBe('Turkey has sent no orders for this phase yet.');
    expect(ownStatusText('incomplete', 'TURKEY')).toContain('Turkey’s orders');
  });
});
