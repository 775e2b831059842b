import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { BUILT_RULES, builtRules } from './built.js';
import {
  appliesTo,
  isRuleName,
  RULE_FAMILIES,
  RULE_NAMES,
  RULE_VARIANTS,
  RULES,
  ruleEntry,
  VARIANT_RULES,
  type RuleFamily,
  type RuleName,
  type RuleVariant,
} from './catalogue.js';

/** Everything a rule brings in, itself included, by implication and by default. */
function closure(start: readonly RuleName[]): Set<RuleName> {
  const found = new Set<RuleName>(start);
  for (const rule of found) {
    const entry = ruleEntry(rule);
    for (const r of [...entry.implies, ...entry.defaults.map((d) => d.rule)]) found.add(r);
  }
  return found;
}

/** The pairs of `rules` that exclude each other. */
const clashes = (rules: ReadonlySet<RuleName>): string[] =>
  [...rules].flatMap((a) => ruleEntry(a).excludes.filter((b) => rules.has(b)).map((b) => `${a}/${b}`));

describe('the catalogue', () => {
  test('has each name once, in capitals and underscores', () => {
    expect(new Set(RULE_NAMES).size).toBe(RULE_NAMES.length);
    for (const name of RULE_NAMES) expect(name).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  test('spells every alias and suffix form once, and never as another rule', () => {
    const spellings = RULES.flatMap((r) => [r.name, ...r.aliases, ...(r.suffix === null ? [] : [r.name + r.suffix])]);
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const alias of RULES.flatMap((r) => r.aliases)) expect(alias).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  test('names only catalogue rules in every relation and variant', () => {
    const named = [
      ...RULES.flatMap((r) => [...r.implies, ...r.excludes, ...r.overrides, ...r.defaults.flatMap((d) => [d.rule, ...d.unless])]),
      ...RULE_VARIANTS.flatMap((v) => {
        const { includes, forbids, forbiddenUnlessBy } = VARIANT_RULES[v];
        return [...includes, ...forbids, ...Object.keys(forbiddenUnlessBy), ...Object.values(forbiddenUnlessBy).flat()];
      }),
      ...BUILT_RULES,
      ...RULE_VARIANTS.flatMap((v) => [...builtRules(v)]),
    ];
    expect(named.filter((n) => !isRuleName(n))).toEqual([]);
  });

  test('lists every exclusion on both sides', () => {
    const oneSided = RULES.flatMap((r) => r.excludes.filter((x) => !ruleEntry(x).excludes.includes(r.name)).map((x) => `${r.name} excludes ${x}`));
    expect(oneSided).toEqual([]);
  });

  test.each(RULES.map((r) => [r.name] as const))('%s brings in nothing it excludes, nor two rules that exclude each other', (name) => {
    const entry = ruleEntry(name);
    expect(entry.implies).not.toContain(name);
    expect(entry.excludes).not.toContain(name);
    const all = closure([name]);
    expect(entry.excludes.filter((x) => all.has(x))).toEqual([]);
    expect(entry.overrides.filter((x) => all.has(x))).toEqual([]);
    expect(clashes(all)).toEqual([]);
  });

  test('keeps countermanding apart from exclusion', () => {
    for (const r of RULES) expect(r.overrides.filter((o) => r.excludes.includes(o))).toEqual([]);
  });

  // resolveRules decides defaults and overrides from the asked rules alone: sound only if
  // nothing ever brings in a rule that switches a default off or countermands another.
  test('never brings in a rule that switches a default off or countermands another', () => {
    const switches = new Set<RuleName>([
      ...RULES.flatMap((r) => r.defaults.flatMap((d) => d.unless)),
      ...RULES.filter((r) => r.overrides.length > 0).map((r) => r.name),
    ]);
    const broughtIn = new Set<RuleName>([
      ...RULES.flatMap((r) => [...r.implies, ...r.defaults.map((d) => d.rule)]),
      ...RULE_VARIANTS.flatMap((v) => VARIANT_RULES[v].includes),
    ]);
    expect([...switches].filter((s) => broughtIn.has(s))).toEqual([]);
  });

  test('gives every rule one sentence of summary', () => {
    for (const r of RULES) {
      expect(r.summary, r.name).toMatch(/^[A-Z].*[.]$/);
      expect(r.summary, r.name).not.toMatch(/[.!?] [A-Z]/);
    }
  });

  test('uses every family', () => {
    const used = new Set<RuleFamily>(RULES.map((r) => r.family));
    expect(RULE_FAMILIES.filter((f) => !used.has(f))).toEqual([]);
  });

  test('reads two sections of the text into one entry: BLIND and VASSAL_DUMMIES', () => {
    expect(ruleEntry('BLIND').excludes).toEqual(expect.arrayContaining(['NO_DIAS', 'ZERO_FOREIGN', 'PUBLIC_TOTALS']));
    expect(ruleEntry('BLIND').summary).toMatch(/Payola/);
    expect(ruleEntry('VASSAL_DUMMIES').summary).toMatch(/Payola/);
  });
});

describe.each(RULE_VARIANTS.map((v) => [v] as const))('the %s variant', (variant: RuleVariant) => {
  const { includes, forbids, forbiddenUnlessBy } = VARIANT_RULES[variant];

  test('includes rules of its own that do not clash, and forbids none of them', () => {
    for (const r of includes) expect(appliesTo(r, variant)).toBe(true);
    expect(clashes(closure(includes))).toEqual([]);
    expect(includes.filter((r) => forbids.includes(r))).toEqual([]);
  });

  test('makes exceptions only for rules it forbids', () => {
    for (const r of Object.keys(forbiddenUnlessBy)) expect(forbids).toContain(r);
  });
});

// The DPjudge rule text, kept beside the repository; CI may not have it.
const seedFile = fileURLToPath(new URL('../../../shared/seeds/004_e4aaabc9a6847934.txt', import.meta.url));
const haveSeed = existsSync(seedFile);

// A rule heading: a name in capitals alone on its line, maybe followed by "-or-" (the next
// heading is another name for it) or by "(BLIND modifier)".
const HEADING = /^([A-Z][A-Z_]*[A-Z])!?( -or-| \(BLIND modifier\))?$/;
const SECTION = /^(\d+)\.(\d+) /;

// The family and variant of each section of the text that gives rules.
const SECTIONS: Readonly<Record<string, { family: RuleFamily; variant: 'all' | RuleVariant }>> = {
  '1.1': { family: 'start', variant: 'all' },
  '1.2': { family: 'press', variant: 'all' },
  '1.3': { family: 'orders', variant: 'all' },
  '1.4': { family: 'convoys', variant: 'all' },
  '1.5': { family: 'retreats_adjustments', variant: 'all' },
  '1.6': { family: 'secrecy', variant: 'all' },
  '1.7': { family: 'late_vacant', variant: 'all' },
  '1.8': { family: 'control', variant: 'all' },
  '1.9': { family: 'deadlines', variant: 'all' },
  '1.10': { family: 'conclusion', variant: 'all' },
  '2.2': { family: 'orders', variant: 'standard' },
  '2.3': { family: 'late_vacant', variant: 'standard' },
  '3.2': { family: 'payola_transfer', variant: 'payola' },
  '3.3': { family: 'payola_income', variant: 'payola' },
  '3.4': { family: 'payola_secrecy', variant: 'payola' },
  '3.5': { family: 'payola_offers', variant: 'payola' },
  '4.2': { family: 'crystal_ball', variant: 'crystal_ball' },
  '5.2': { family: 'solitaire', variant: 'solitaire' },
};

interface Heading {
  readonly name: string;
  readonly section: string;
  readonly modifier: boolean;
  readonly line: number;
}

function headings(text: string): Heading[] {
  const found: Heading[] = [];
  let section = '';
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const s = SECTION.exec(line);
    if (s) section = `${s[1]}.${s[2]}`;
    const h = HEADING.exec(line);
    if (h?.[1] !== undefined) found.push({ name: h[1], section, modifier: h[2] === ' (BLIND modifier)', line: i + 1 });
  });
  return found;
}

describe.skipIf(!haveSeed)(`the DPjudge rule text (${haveSeed ? 'found' : 'absent, so skipped'}: ../shared/seeds/004_e4aaabc9a6847934.txt)`, () => {
  const text = haveSeed ? readFileSync(seedFile, 'utf8') : '';
  const found = headings(text);
  const spelled = new Map<string, RuleName>(RULES.flatMap((r) => [r.name, ...r.aliases].map((n): [string, RuleName] => [n, r.name])));

  test('gives rule headings to read', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  test('has no rule heading the catalogue lacks', () => {
    expect(found.filter((h) => !spelled.has(h.name)).map((h) => `${h.name} (line ${h.line})`)).toEqual([]);
  });

  test('gives a heading to every rule and alias of the catalogue', () => {
    const names = new Set(found.map((h) => h.name));
    expect([...spelled.keys()].filter((n) => !names.has(n))).toEqual([]);
  });

  test('puts each rule, where the text first gives it, in the section of its family and variant', () => {
    const first = new Map<RuleName, Heading>();
    for (const h of found) {
      const rule = spelled.get(h.name);
      if (rule !== undefined && !first.has(rule)) first.set(rule, h);
    }
    for (const [rule, h] of first) {
      const where = SECTIONS[h.section];
      expect(where, `${rule}: section ${h.section}`).toBeDefined();
      if (where === undefined) continue;
      const entry = ruleEntry(rule);
      expect(entry.family, rule).toBe(h.modifier ? 'blind' : where.family);
      if (where.variant === 'all') expect(entry.variants, rule).toBe('all');
      else expect(entry.variants, rule).toContain(where.variant);
    }
  });

  test('marks a BLIND modifier as bringing in BLIND', () => {
    for (const h of found.filter((x) => x.modifier)) expect(ruleEntry(spelled.get(h.name) as RuleName).implies).toContain('BLIND');
  });
});
