import { fail, ok, type Result } from '../../result.js';

/**
 * The amount in front of an offer (MECHANICS §4.2): terms joined by `+` ("augmentation"),
 * each `[rep *] amount [# [plateau]]`. Every repetition and every term is an offer of its
 * own, reduced on its own when its power overspends.
 */
export interface Part {
  readonly amount: number;
  /** Never reduced below this until all the power's offers are at theirs (§6.2). */
  readonly plateau: number;
}

export const MAX_AMOUNT = 9999;
export const MAX_REPEAT = 99;

export type AmountError = 'bad_amount' | 'missing_augment' | 'no_plateau';

const TERM = /^(?:(\d+)\s*\*\s*)?(\d+)(?:\s*#\s*(\d*))?$/;

/** Reads the amount text; `plateaus` false refuses `#` (NO_PLATEAU, NO_SAVINGS, savings). */
export function readAmount(text: string, plateaus: boolean, why = 'this game'): Result<readonly Part[], AmountError> {
  const parts: Part[] = [];
  for (const raw of text.split('+')) {
    const term = raw.trim();
    if (term === '') return fail('missing_augment', `"${text.trim()}" has a + with no amount on one side: give the amount to add, or take the + out.`);
    const m = TERM.exec(term);
    if (m === null) return fail('bad_amount', `"${term}" is not an amount: write whole silver pieces, as 5, 2*4 or 8#4.`);
    const amount = Number(m[2]);
    if (amount > MAX_AMOUNT) return fail('bad_amount', `${amount} AgP is more than an offer may be (at most ${MAX_AMOUNT}).`);
    let repeat = m[1] === undefined ? 1 : Number(m[1]);
    if (repeat < 1 || repeat > MAX_REPEAT) return fail('bad_amount', `A repetition count must be from 1 to ${MAX_REPEAT}; ${m[1]} is not.`);
    // Repeating nothing is still nothing: a zero offer is made once.
    if (amount === 0) repeat = 1;
    let plateau = 0;
    if (m[3] !== undefined) {
      if (!plateaus) return fail('no_plateau', `Offer plateaus (#) are not allowed in ${why}.`);
      // "8#" is "8#8": never reduced.
      plateau = m[3] === '' ? amount : Number(m[3]);
      if (plateau > amount) return fail('bad_amount', `The plateau ${plateau} is above the amount ${amount}: an offer is never reduced upward.`);
    }
    for (let i = 0; i < repeat; i++) parts.push({ amount, plateau });
  }
  return ok(parts);
}
