import { describe, expect, test } from 'vitest';
import type { ViewerView } from '../../../shared/views/types.js';
import { pressChoices, startsToEveryone } from './press.js';

const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];
const austria: ViewerView = { kind: 'player', playerId: 'p1', name: 'Anna', power: 'AUSTRIA' };

describe('whom a new message goes to before anyone is ticked', () => {
  test('in full press nobody: a private deal is not sent to everyone by a forgotten tick', () => {
    expect(startsToEveryone(pressChoices([], austria, POWERS))).toBe(false);
  });
  test('in PUBLIC_PRESS everyone, the only choice besides the master', () => {
    expect(startsToEveryone(pressChoices(['PUBLIC_PRESS'], austria, POWERS))).toBe(true);
  });
});
