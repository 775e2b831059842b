import { describe, expect, test } from 'vitest';
import { appliesTo, RULE_NAMES, RULE_VARIANTS, RULES, ruleEntry, type RuleName, type RuleVariant } from './catalogue.js';
import { asRequest, editDistance, hasRule, readRuleName, resolveRules, type RuleError } from './resolve.js';

// Every rule counted as built, so that what is tested is the reading of the rules, not
// how far the judge has got.
const ALL = new Set<RuleName>(RULE_NAMES);

const inForce = (requested: readonly string[], variant: RuleVariant = 'standard'): readonly RuleName[] | string => {
  const r = resolveRules(requested, variant, ALL);
  return r.ok ? r.value : `${r.error.code}: ${r.error.message}`;
};

describe('resolveRules brings in', () => {
  test.each<[string, readonly string[], RuleVariant, readonly RuleName[]]>([
    ['nothing for no rules', [], 'standard', []],
    ['what SMART_CD calls for', ['SMART_CD'], 'standard', ['CD_BUILDS', 'CD_RETREATS', 'CD_SUPPORTS', 'SMART_CD']],
    ['CD_SUPPORTS into solitaire games too', ['SMART_CD'], 'solitaire', ['ALWAYS_WAIT', 'CD_BUILDS', 'CD_DUMMIES', 'CD_RETREATS', 'CD_SUPPORTS', 'DEFAULT_UNORDERED', 'NO_DEADLINE', 'SMART_CD']],
    ['no CD_SUPPORTS outside standard games', ['SMART_CD'], 'crystal_ball', ['CD_BUILDS', 'CD_RETREATS', 'FICTIONAL_OK', 'ORDER_ANY', 'PROXY_OK', 'SMART_CD']],
    ['what NO_QUARTER enforces', ['NO_QUARTER'], 'standard', ['NO_DRAW', 'NO_QUARTER', 'NO_RETREAT']],
    ['SILENT_ABSENCES with NO_PRESS', ['NO_PRESS'], 'standard', ['NO_PRESS', 'SILENT_ABSENCES']],
    ['PROPOSE_DIAS with HIDE_PROPOSER', ['HIDE_PROPOSER'], 'standard', ['HIDE_PROPOSER', 'PROPOSE_DIAS']],
    ['ALWAYS_CONFIRM with BROADCAST_ORDERS', ['BROADCAST_ORDERS'], 'standard', ['ALWAYS_CONFIRM', 'BROADCAST_ORDERS']],
    ['ORDER_ANY with PROXY_OK', ['PROXY_OK'], 'standard', ['ORDER_ANY', 'PROXY_OK']],
    ['FICTIONAL_OK with SHOW_PHANTOM', ['SHOW_PHANTOM'], 'standard', ['FICTIONAL_OK', 'SHOW_PHANTOM']],
    ['the hiding rules with HIDE_DUMMIES', ['HIDE_DUMMIES'], 'standard', ['HIDE_ABSENTEES', 'HIDE_DUMMIES', 'HIDE_LATE_POWERS']],
    ['HIDE_ABSENTEES with NO_REVEAL', ['NO_REVEAL'], 'standard', ['HIDE_ABSENTEES', 'NO_REVEAL']],
    ['everything BLIND puts in effect', ['BLIND'], 'standard', ['BLIND', 'FICTIONAL_OK', 'HIDE_ABSENTEES', 'HIDE_DUMMIES', 'HIDE_LATE_POWERS', 'SHOW_PHANTOM', 'SILENT_ABSENCES']],
    ['no HIDE_DUMMIES when it is refused', ['BLIND', '!HIDE_DUMMIES'], 'standard', ['BLIND', 'FICTIONAL_OK', 'HIDE_ABSENTEES', 'HIDE_LATE_POWERS', 'SHOW_PHANTOM', 'SILENT_ABSENCES']],
    ['BLIND and all of its shorthand with MYOPIC', ['MYOPIC', '!HIDE_DUMMIES'], 'standard', ['BLIND', 'FICTIONAL_OK', 'HIDE_ABSENTEES', 'HIDE_LATE_POWERS', 'MYOPIC', 'NO_SCS_SEE', 'NO_UNITS_SEE', 'SEE_NO_SCS', 'SEE_NO_UNITS', 'SHOW_PHANTOM', 'SILENT_ABSENCES']],
    ['a chain: TORN_ALLEGIANCE, VASSAL_DUMMIES, TEAM_VICTORY', ['TORN_ALLEGIANCE'], 'standard', ['TEAM_VICTORY', 'TORN_ALLEGIANCE', 'VASSAL_DUMMIES']],
    ['PORTAGE_CONVOY with MULTI_COAST_PORTAGE', ['MULTI_COAST_PORTAGE'], 'standard', ['MULTI_COAST_PORTAGE', 'PORTAGE_CONVOY']],
    ['NO_LATE_CHANGES with CIVIL_DISORDER', ['CIVIL_DISORDER'], 'standard', ['CIVIL_DISORDER', 'NO_LATE_CHANGES']],
    ['no NO_LATE_CHANGES when LATE_CHANGES is asked for', ['CIVIL_DISORDER', 'LATE_CHANGES'], 'standard', ['CIVIL_DISORDER', 'LATE_CHANGES']],
    ['no NO_LATE_CHANGES when it is refused', ['CIVIL_DISORDER', '!NO_LATE_CHANGES'], 'standard', ['CIVIL_DISORDER']],
    ['BUILD_ANY with REMOTE_BUILDS', ['REMOTE_BUILDS'], 'standard', ['BUILD_ANY', 'REMOTE_BUILDS']],
    ['no BUILD_ANY when HOME_BUILDS says where', ['REMOTE_BUILDS', 'HOME_BUILDS'], 'standard', ['HOME_BUILDS', 'REMOTE_BUILDS']],
    ['what every Payola game has', [], 'payola', ['NEED_MOVE_MARKS', 'ORDER_ANY']],
    ['CD_DUMMIES with PAY_DUMMIES', ['PAY_DUMMIES'], 'payola', ['CD_DUMMIES', 'NEED_MOVE_MARKS', 'ORDER_ANY', 'PAY_DUMMIES']],
    ['the original Payola rules', ['PAYOLA_CLASSIC'], 'payola', ['DIRECT_ONLY', 'FLAT_TAX', 'NEED_MOVE_MARKS', 'NO_SAVINGS', 'ORDER_ANY', 'PAYOLA_CLASSIC', 'ZERO_FOREIGN']],
    ['FICTIONAL_OK into Payola by way of BLIND', ['BLIND', '!HIDE_DUMMIES'], 'payola', ['BLIND', 'FICTIONAL_OK', 'HIDE_ABSENTEES', 'HIDE_LATE_POWERS', 'NEED_MOVE_MARKS', 'ORDER_ANY', 'SHOW_PHANTOM', 'SILENT_ABSENCES']],
    ['what every Crystal Ball game has', [], 'crystal_ball', ['FICTIONAL_OK', 'ORDER_ANY', 'PROXY_OK']],
    ['no proxies in Crystal Ball with NO_PROXY', ['NO_PROXY'], 'crystal_ball', ['FICTIONAL_OK', 'NO_PROXY']],
    ['LIMIT_LISTS alone', ['LIMIT_LISTS'], 'crystal_ball', ['FICTIONAL_OK', 'LIMIT_LISTS', 'ORDER_ANY', 'PROXY_OK']],
    ['what every solitaire game has', [], 'solitaire', ['ALWAYS_WAIT', 'CD_DUMMIES', 'DEFAULT_UNORDERED', 'NO_DEADLINE']],
  ])('%s', (_, requested, variant, expected) => {
    expect(inForce(requested, variant)).toEqual(expected);
  });
});

describe('resolveRules reads names', () => {
  test.each<[string, readonly string[], readonly RuleName[]]>([
    ['in any case', ['no_press', 'Power_Choice'], ['NO_PRESS', 'POWER_CHOICE', 'SILENT_ABSENCES']],
    ['under their aliases', ['NO_PARTIAL', 'blank_board'], ['FLEX_SETUP', 'PUBLIC_PRESS']],
    ['with spaces or hyphens for underscores, and around them', ['  no press ', 'blank-board'], ['FLEX_SETUP', 'NO_PRESS', 'SILENT_ABSENCES']],
    ['with a suffix the rule allows', ['eavesdrop!'], ['EAVESDROP']],
    ['once however often they are given', ['NO_DRAW', 'no_draw', 'NO_QUARTER'], ['NO_DRAW', 'NO_QUARTER', 'NO_RETREAT']],
    ['and refusals of rules that are not there', ['!BLIND', '!ZEROSUM'], []],
  ])('%s', (_, requested, expected) => {
    expect(inForce(requested)).toEqual(expected);
  });

  test('and answers in canonical names, sorted', () => {
    const r = resolveRules(['ZEROSUM', 'EBAYOLA', 'anon_transfer'], 'payola', ALL);
    expect(r).toEqual({ ok: true, value: ['ANON_TRANSFER', 'EBAYOLA', 'NEED_MOVE_MARKS', 'ORDER_ANY', 'ZEROSUM'] });
  });

  test.each([
    ['NO_PRESS', 'NO_PRESS'],
    ['no_partial', 'PUBLIC_PRESS'],
    ['Blank Board', 'FLEX_SETUP'],
    ['EAVESDROP!', 'EAVESDROP'],
    ['NO_PRES', null],
    ['!NO_PRESS', null],
    ['', null],
  ])('readRuleName(%j) is %s', (text, expected) => {
    expect(readRuleName(text)).toBe(expected);
  });
});

describe('resolveRules refuses', () => {
  test.each<[string, readonly string[], RuleVariant, RuleError, string]>([
    // unknown_rule
    ['a misspelt rule, with a guess', ['NO_PRES'], 'standard', 'unknown_rule', 'NO_PRES is not a rule of this judge (did you mean NO_PRESS?).'],
    ['a swap of two letters, with a guess', ['BLIDN'], 'standard', 'unknown_rule', 'BLIDN is not a rule of this judge (did you mean BLIND?).'],
    ['a misspelt alias, with the alias', ['no_partail'], 'standard', 'unknown_rule', 'no_partail is not a rule of this judge (did you mean NO_PARTIAL?).'],
    ['a name far from any rule, without a guess', ['XYZZY'], 'standard', 'unknown_rule', 'XYZZY is not a rule of this judge.'],
    ['a misspelt refusal', ['!HIDE_DUMMIEZ'], 'standard', 'unknown_rule', '!HIDE_DUMMIEZ is not a rule of this judge (did you mean HIDE_DUMMIES?).'],
    ['a suffix the rule does not allow', ['NO_PRESS!'], 'standard', 'unknown_rule', 'NO_PRESS! is not a rule of this judge (did you mean NO_PRESS?).'],
    ['an empty name', ['  '], 'standard', 'unknown_rule', 'An empty name is not a rule of this judge.'],
    ['SOLITAIRE, a kind of game here', ['solitaire'], 'standard', 'unknown_rule', 'SOLITAIRE is a kind of game in this judge, not a rule: ask for a solitaire game.'],
    ['every unknown name at once, before anything else', ['NO_PRES', 'ZEROSUM', 'XYZZY'], 'standard', 'unknown_rule', 'NO_PRES is not a rule of this judge (did you mean NO_PRESS?). XYZZY is not a rule of this judge.'],
    // wrong_variant
    ['a Payola rule in a standard game', ['ZEROSUM'], 'standard', 'wrong_variant', 'ZEROSUM is a Payola rule; this game is standard.'],
    ['Payola rules together', ['ZEROSUM', 'flat_tax'], 'standard', 'wrong_variant', 'ZEROSUM and FLAT_TAX are Payola rules; this game is standard.'],
    ['rules of several variants', ['PUBLIC_LISTS', 'EBAYOLA', 'LAST_MAN_STANDING'], 'standard', 'wrong_variant', 'PUBLIC_LISTS is a Crystal Ball rule; this game is standard. EBAYOLA is a Payola rule; this game is standard. LAST_MAN_STANDING is a solitaire rule; this game is standard.'],
    ['a standard rule in a Payola game', ['CD_SUPPORTS'], 'payola', 'wrong_variant', 'CD_SUPPORTS is a standard or solitaire rule; this game is Payola.'],
    ['a standard rule in a Crystal Ball game', ['NO_CHECK'], 'crystal_ball', 'wrong_variant', 'NO_CHECK is a standard or solitaire rule; this game is Crystal Ball.'],
    // forbidden_by_variant
    ['PROXY_OK in Payola', ['PROXY_OK'], 'payola', 'forbidden_by_variant', 'PROXY_OK is not allowed in Payola games.'],
    ['FICTIONAL_OK asked for in Payola, even with BLIND', ['FICTIONAL_OK', 'BLIND'], 'payola', 'forbidden_by_variant', 'FICTIONAL_OK is not allowed in Payola games, unless BLIND brings it in.'],
    ['FICTIONAL_OK brought into Payola by SHOW_PHANTOM', ['SHOW_PHANTOM'], 'payola', 'forbidden_by_variant', 'FICTIONAL_OK (brought in by SHOW_PHANTOM) is not allowed in Payola games, unless BLIND brings it in.'],
    ['both at once', ['PROXY_OK', 'FICTIONAL_OK'], 'payola', 'forbidden_by_variant', 'PROXY_OK is not allowed in Payola games. FICTIONAL_OK is not allowed in Payola games, unless BLIND brings it in.'],
    // excluded
    ['NO_PRESS with PUBLIC_PRESS', ['NO_PRESS', 'PUBLIC_PRESS'], 'standard', 'excluded', 'NO_PRESS and PUBLIC_PRESS cannot be used together.'],
    ['NO_PRESS with PUBLIC_PRESS under its alias', ['no_partial', 'no_press'], 'standard', 'excluded', 'PUBLIC_PRESS and NO_PRESS cannot be used together.'],
    ['NO_PRESS with a rule that presumes press', ['NO_PRESS', 'GREY_PRESS'], 'standard', 'excluded', 'NO_PRESS and GREY_PRESS cannot be used together.'],
    ['CIVIL_DISORDER with CIVIL_PREVIEW', ['CIVIL_DISORDER', 'CIVIL_PREVIEW'], 'standard', 'excluded', 'CIVIL_DISORDER and CIVIL_PREVIEW cannot be used together.'],
    ['REAL_TIME with ALWAYS_WAIT', ['REAL_TIME', 'ALWAYS_WAIT'], 'standard', 'excluded', 'REAL_TIME and ALWAYS_WAIT cannot be used together.'],
    ['LATE_CHANGES with NO_LATE_CHANGES', ['LATE_CHANGES', 'NO_LATE_CHANGES'], 'standard', 'excluded', 'LATE_CHANGES and NO_LATE_CHANGES cannot be used together.'],
    ['BLIND with NO_DIAS', ['BLIND', 'NO_DIAS'], 'standard', 'excluded', 'BLIND and NO_DIAS cannot be used together.'],
    ['GARRISON with NO_DONATIONS', ['NO_DONATIONS', 'GARRISON'], 'payola', 'excluded', 'NO_DONATIONS and GARRISON cannot be used together.'],
    ['PUBLIC_LISTS with BLIND', ['PUBLIC_LISTS', 'BLIND'], 'crystal_ball', 'excluded', 'PUBLIC_LISTS and BLIND cannot be used together.'],
    ['a clash through an implication', ['HIDE_PROPOSER', 'NO_DIAS'], 'standard', 'excluded', 'HIDE_PROPOSER and NO_DIAS cannot be used together: HIDE_PROPOSER brings in PROPOSE_DIAS, which cannot be used with NO_DIAS.'],
    ['a clash through a modifier', ['NO_DIAS', 'GREEK'], 'standard', 'excluded', 'NO_DIAS and GREEK cannot be used together: GREEK brings in BLIND, which cannot be used with NO_DIAS.'],
    ['a clash through two implications', ['MYOPIC', 'VENETIAN'], 'standard', 'excluded', 'MYOPIC and VENETIAN cannot be used together: MYOPIC brings in NO_SCS_SEE and VENETIAN brings in OWN_SCS_SEE, which cannot be used together.'],
    ['a clash said once, however many rules it involves', ['PAYOLA_CLASSIC', 'BLIND'], 'payola', 'excluded', 'PAYOLA_CLASSIC and BLIND cannot be used together.'],
    ['every clash at once', ['PAYOLA_CLASSIC', 'ZEROSUM', 'BLIND'], 'payola', 'excluded', 'PAYOLA_CLASSIC and BLIND cannot be used together. PAYOLA_CLASSIC and ZEROSUM cannot be used together: PAYOLA_CLASSIC brings in FLAT_TAX, which cannot be used with ZEROSUM.'],
    ['a rule and the rule it countermands', ['PROXY_OK', 'NO_PROXY'], 'standard', 'excluded', 'NO_PROXY and PROXY_OK cannot be used together: NO_PROXY countermands PROXY_OK.'],
    ['LIMIT_LISTS with PUBLIC_LISTS', ['LIMIT_LISTS', 'PUBLIC_LISTS'], 'crystal_ball', 'excluded', 'LIMIT_LISTS and PUBLIC_LISTS cannot be used together: LIMIT_LISTS countermands PUBLIC_LISTS.'],
    ['a rule asked for and refused', ['NO_DRAW', '!no_draw'], 'standard', 'excluded', 'NO_DRAW is both asked for and refused (!NO_DRAW).'],
    ['refusing what a rule always brings in', ['BLIND', '!HIDE_LATE_POWERS'], 'standard', 'excluded', '!HIDE_LATE_POWERS cannot be honoured: BLIND brings it in.'],
    ['a rule that clashes with what the variant has', ['REAL_TIME'], 'solitaire', 'excluded', 'REAL_TIME cannot be used in a solitaire game: every solitaire game has ALWAYS_WAIT, which cannot be used with REAL_TIME.'],
    ['refusing what the variant always has', ['!PROXY_OK'], 'crystal_ball', 'excluded', '!PROXY_OK cannot be honoured: every Crystal Ball game has it (NO_PROXY takes it out).'],
  ])('%s', (_, requested, variant, code, message) => {
    expect(resolveRules(requested, variant, ALL)).toEqual({ ok: false, error: { code, message } });
  });

  test.each<[string, readonly string[], RuleVariant, readonly RuleName[], string]>([
    ['a rule not built', ['BLIND', '!HIDE_DUMMIES'], 'standard', ['FICTIONAL_OK', 'HIDE_ABSENTEES', 'HIDE_LATE_POWERS', 'SHOW_PHANTOM', 'SILENT_ABSENCES'], 'BLIND is not built into this judge yet.'],
    ['rules not built', ['NO_DRAW', 'HOLD_WIN', 'VICTORY_HOMES'], 'standard', ['NO_DRAW'], 'HOLD_WIN and VICTORY_HOMES are not built into this judge yet.'],
    ['what a built rule brings in', ['SMART_CD'], 'standard', ['SMART_CD', 'CD_SUPPORTS'], 'SMART_CD brings in CD_RETREATS and CD_BUILDS, which are not built into this judge yet.'],
    ['what a default brings in', ['CIVIL_DISORDER'], 'standard', ['CIVIL_DISORDER'], 'CIVIL_DISORDER brings in NO_LATE_CHANGES, which is not built into this judge yet.'],
    ['what the variant has', [], 'solitaire', ['NO_DEADLINE', 'DEFAULT_UNORDERED', 'ALWAYS_WAIT'], 'Every solitaire game has CD_DUMMIES, which is not built into this judge yet.'],
    ['all of it together', ['NO_QUARTER'], 'payola', ['NEED_MOVE_MARKS'], 'NO_QUARTER is not built into this judge yet. Every Payola game has ORDER_ANY, which is not built into this judge yet. NO_QUARTER brings in NO_RETREAT and NO_DRAW, which are not built into this judge yet.'],
  ])('%s', (_, requested, variant, built, message) => {
    expect(resolveRules(requested, variant, new Set(built))).toEqual({ ok: false, error: { code: 'not_built', message } });
  });

  test('with the first kind of problem only', () => {
    // Unknown, then wrong variant, then forbidden, then clashes, then not built.
    expect(resolveRules(['ZEROSUM', 'NO_PRESS', 'PUBLIC_PRESS'], 'standard', ALL)).toMatchObject({ ok: false, error: { code: 'wrong_variant' } });
    expect(resolveRules(['PROXY_OK', 'NO_PROXY'], 'payola', ALL)).toMatchObject({ ok: false, error: { code: 'forbidden_by_variant' } });
    expect(resolveRules(['NO_PRESS', 'PUBLIC_PRESS', 'BLIND'], 'standard', new Set())).toMatchObject({ ok: false, error: { code: 'excluded' } });
  });
});

describe('resolveRules with the rules this judge has built', () => {
  test('accepts a game with no rules, and rules that are built', () => {
    expect(resolveRules([], 'standard')).toEqual({ ok: true, value: [] });
    expect(resolveRules(['power_choice', 'NO_DRAW', 'START_MASTER'], 'standard')).toEqual({ ok: true, value: ['NO_DRAW', 'POWER_CHOICE', 'START_MASTER'] });
  });
});

// Each rule on its own, in every variant it belongs to: refused only by what the variant
// forbids or includes, and what comes back holds the rule and everything it brings in there.
describe.each(RULE_VARIANTS.map((v) => [v] as const))('each %s rule alone', (variant) => {
  const rules = RULES.filter((r) => appliesTo(r.name, variant)).map((r) => [r.name] as const);
  test.each(rules)('%s', (name) => {
    const r = resolveRules([name], variant, ALL);
    if (!r.ok) {
      // Payola refuses PROXY_OK and FICTIONAL_OK, and so SHOW_PHANTOM, which brings it in;
      // a solitaire game, which always waits for the Master, cannot be REAL_TIME.
      if (r.error.code === 'excluded') expect(r.error.message).toContain(`cannot be used in a`);
      else expect(r.error.code).toBe('forbidden_by_variant');
      return;
    }
    expect(r.value).toContain(name);
    for (const rule of r.value) {
      for (const implied of ruleEntry(rule).implies) if (appliesTo(implied, variant)) expect(r.value).toContain(implied);
      for (const excluded of ruleEntry(rule).excludes) expect(r.value).not.toContain(excluded);
    }
  });
});

describe('hasRule', () => {
  test('finds a rule among the rules in force', () => {
    expect(hasRule(['NO_DRAW', 'NO_PRESS'], 'NO_PRESS')).toBe(true);
    expect(hasRule(['NO_DRAW'], 'NO_PRESS')).toBe(false);
  });

  test('takes only rule names', () => {
    // @ts-expect-error a misspelt rule name does not compile
    expect(hasRule(['NO_PRESS'], 'NO_PRES')).toBe(false);
  });
});

describe('editDistance', () => {
  test.each([
    ['NO_PRESS', 'NO_PRESS', 0],
    ['NO_PRES', 'NO_PRESS', 1],
    ['BLIDN', 'BLIND', 1],
    ['', 'ABC', 3],
    ['KITTEN', 'SITTING', 3],
  ])('%s to %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('asRequest', () => {
  // A game's rules are resolved at creation and resolved again at each phase: a default refused
  // at creation (BLIND's HIDE_DUMMIES) must stay refused, and nothing else may change.
  test.each<[readonly string[]]>([
    [['BLIND', '!HIDE_DUMMIES']],
    [['MYOPIC', '!HIDE_DUMMIES']],
    [['BLIND']],
    [['CIVIL_DISORDER']],
    [['CIVIL_DISORDER', 'LATE_CHANGES']],
    [['REMOTE_BUILDS']],
    [['REMOTE_BUILDS', 'HOME_BUILDS']],
  ])('%j resolves again to itself', (requested) => {
    const all = new Set<RuleName>(RULE_NAMES);
    const first = resolveRules(requested, 'standard', all);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(resolveRules(asRequest(first.value), 'standard', all)).toEqual(first);
  });
});
