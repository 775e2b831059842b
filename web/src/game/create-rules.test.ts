import { describe, expect, test } from 'vitest';
import type { RuleName } from '../../../shared/rules/index.js';
import { rulesSent } from './create-rules.js';

describe('the create form\'s rules', () => {
  const chosen = ['CIVIL_DISORDER', 'EAVESDROP'] as RuleName[];
  test('EAVESDROP announced is sent as EAVESDROP!', () => {
    expect(rulesSent(chosen, true)).toEqual(['CIVIL_DISORDER', 'EAVESDROP!']);
  });
  test('unannounced it stays EAVESDROP, and nothing else changes', () => {
    expect(rulesSent(chosen, false)).toEqual(['CIVIL_DISORDER', 'EAVESDROP']);
    expect(rulesSent(['NO_PRESS'] as RuleName[], true)).toEqual(['NO_PRESS']);
  });
});
