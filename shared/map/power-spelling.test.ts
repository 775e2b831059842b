import { describe, expect, it } from 'vitest';
import { powerLabel } from '../draw/colours.js';
import { powerTitle } from '../text/words.js';
import { boardNamed } from './boards.js';

describe("a power's name as the board spells it", () => {
  it('titles UNITED+STATES "United States", though its key is UNITEDSTATES', () => {
    const map = boardNamed('global')!;
    expect([...map.powers.keys()]).toContain('UNITEDSTATES');
    expect(powerTitle('UNITEDSTATES')).toBe('United States');
    expect(powerTitle('PEOPLESREPUBLICOFASIA')).toBe('Peoples Republic of Asia');
    expect(powerLabel('PEOPLESREPUBLICOFASIA')).toBe('Peoples Republic of Asia');
    expect(powerLabel('RUSSIANFEDERATION')).toBe('Russian Federation');
  });

  it('leaves a name written without the hint as it was', () => {
    boardNamed('standard');
    expect(powerTitle('ENGLAND')).toBe('England');
    expect(powerLabel('AUSTRIA')).toBe('Austria');
  });
});
