import { expect, test } from 'vitest';
import * as entry from '../../workers/index';

// wrangler dev refuses to start on a Worker entry that exports anything but handlers and
// Durable Object classes (the vitest pool does not mind), so keep the entry bare.
test('the Worker entry exports only the handler and the GameRoom class', () => {
  expect(Object.keys(entry).sort()).toEqual(['GameRoom', 'default']);
});
