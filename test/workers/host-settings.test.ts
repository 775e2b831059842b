import { describe, expect, it } from 'vitest';
import { CODES_PER_GAME, codesPerGame } from '../../workers/room/addresses';
import { MAX_ATTEMPTS, maxAttempts } from '../../workers/room/dead-letters';
import { SOCKET_DEFAULTS, socketLimits } from '../../workers/room/socket-limits';
import { wholeSetting } from '../../workers/room/settings';

/* The room's limits a host sets in wrangler.toml [vars], each read by one rule. */

describe('a whole-number setting', () => {
  it.each<[string | undefined, number]>([
    [undefined, 7],
    ['', 7],
    ['  ', 7],
    ['12', 12],
    [' 12 ', 12],
    ['0', 7],
    ['-3', 7],
    ['2.5', 7],
    ['many', 7],
    ['1e400', 7],
  ])('%j reads as %d (default 7, at least 1)', (value, read) => {
    expect(wholeSetting(value, 7)).toBe(read);
  });

  it('may allow 0 where 0 means something: no confirmation codes at all', () => {
    expect(codesPerGame({ CONFIRMATION_CODES_PER_GAME: '0' })).toBe(0);
    // Left empty, the host meant the default, not 0: every new address would be refused.
    expect(codesPerGame({ CONFIRMATION_CODES_PER_GAME: '' })).toBe(CODES_PER_GAME);
    expect(codesPerGame({})).toBe(CODES_PER_GAME);
  });

  it('reads each of the room limits the same way', () => {
    expect(maxAttempts({ OUTBOX_MAX_ATTEMPTS: '3' })).toBe(3);
    expect(maxAttempts({ OUTBOX_MAX_ATTEMPTS: '0' })).toBe(MAX_ATTEMPTS);
    expect(socketLimits({ SOCKETS_PER_GAME: '10', SOCKET_VIEW_SECONDS: '' })).toEqual({ sockets: 10, viewSeconds: SOCKET_DEFAULTS.viewSeconds });
  });
});
