import { describe, expect, it } from 'vitest';
import { fail, ok } from './result.js';

describe('Result', () => {
  it('carries a value or a coded problem', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(fail('x', 'why')).toEqual({ ok: false, error: { code: 'x', message: 'why' } });
  });
});
