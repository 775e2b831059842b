/**
 * From the rule names a game asks for to the rules in force: names read in any case and
 * under any alias, everything they bring in added, and every reason to refuse the game
 * named. DPjudge quietly drops a rule it cannot use; this judge refuses the game instead,
 * so that nobody plays under a rule they believe is in force and is not.
 */
import { fail, ok, type Result } from '../result.js';
import { BUILT_RULES } from './built.js';
import {
  appliesTo,
  RULES,
  ruleEntry,
  VARIANT_RULES,
  type RuleName,
  type RuleVariant,
} from './catalogue.js';

/** The ways a set of rules is refused, in the order they are looked for. */
export const RULE_ERRORS = [
  /** A name that is no rule of the catalogue. */
  'unknown_rule',
  /** A rule of another variant (ZEROSUM in a standard game). */
  'wrong_variant',
  /** A rule the variant does not allow (PROXY_OK in Payola). */
  'forbidden_by_variant',
  /** Rules that cannot be used together, directly or through what they bring in. */
  'excluded',
  /** A rule in force that the judge has not built yet. */
  'not_built',
] as const;
export type RuleError = (typeof RULE_ERRORS)[number];

const VARIANT_LABELS: Readonly<Record<RuleVariant, string>> = {
  standard: 'standard',
  payola: 'Payola',
  crystal_ball: 'Crystal Ball',
  solitaire: 'solitaire',
  global: 'Global Diplomacy',
  card: 'Card Diplomacy',
};

// Every spelling that means a rule: its name, its aliases, and the name with its suffix.
const SPELLINGS: ReadonlyMap<string, RuleName> = new Map(
  RULES.flatMap((r) => {
    const names = [r.name, ...r.aliases];
    const suffixed = r.suffix === null ? [] : names.map((n) => n + r.suffix);
    return [...names, ...suffixed].map((n): [string, RuleName] => [n, r.name]);
  }),
);

// Names DPjudge treats as rules that are kinds of game here.
const VARIANT_WORDS: ReadonlyMap<string, RuleVariant> = new Map([['SOLITAIRE', 'solitaire']]);

// Upper case, and spaces or hyphens read as the underscore every rule name uses.
const normalise = (text: string): string => text.trim().toUpperCase().replace(/[\s-]+/g, '_');

/** The rule a name means, in any case, under any alias; null for no rule. */
export function readRuleName(text: string): RuleName | null {
  return SPELLINGS.get(normalise(text)) ?? null;
}

/** Whether a rule is in force among `rules` (canonical names, as `resolveRules` returns them). */
export const hasRule = (rules: readonly string[], name: RuleName): boolean => rules.includes(name);

/** Where a rule in force comes from. */
type Source =
  | { readonly kind: 'asked' }
  | { readonly kind: 'variant' }
  | { readonly kind: 'rule'; readonly rule: RuleName; readonly byDefault: boolean };

/**
 * The rules in force for a game: `requested` (from the game's settings and the map's RULE
 * lines alike; any case, aliases, `!NAME` to refuse a rule a default would bring in),
 * with everything they imply, transitively, and what the variant includes. Canonical names,
 * sorted. Refused with every problem of the first kind found (see `RULE_ERRORS`).
 * `built` is the set of rules the judge implements; tests may pass another.
 */
export function resolveRules(
  requested: readonly string[],
  variant: RuleVariant,
  built: ReadonlySet<RuleName> = BUILT_RULES,
): Result<readonly RuleName[], RuleError> {
  const asked = new Set<RuleName>();
  const refused = new Set<RuleName>();
  const unknown: string[] = [];
  for (const raw of requested) {
    const text = normalise(raw);
    const negated = text.startsWith('!');
    const rule = SPELLINGS.get(negated ? text.slice(1) : text);
    if (rule === undefined) unknown.push(unknownName(raw.trim(), negated ? text.slice(1) : text));
    else (negated ? refused : asked).add(rule);
  }
  if (unknown.length > 0) return fail('unknown_rule', unknown.join(' '));

  const wrong = [...asked].filter((r) => !appliesTo(r, variant));
  if (wrong.length > 0) return fail('wrong_variant', wrongVariant(wrong, variant));

  const found = expand(asked, refused, variant);

  const forbidden = forbiddenRules(found, variant);
  if (forbidden.length > 0) return fail('forbidden_by_variant', forbidden.join(' '));

  const conflicts = conflictsOf(asked, refused, found, variant);
  if (conflicts.length > 0) return fail('excluded', conflicts.join(' '));

  const missing = notBuilt(found, variant, built);
  if (missing.length > 0) return fail('not_built', missing.join(' '));

  return ok([...found.keys()].sort());
}

// The rules asked for, what they bring in, and what the variant includes. What switches a
// default off or overrides a rule (LATE_CHANGES, HOME_BUILDS, NO_PROXY, LIMIT_LISTS) is
// never itself brought in (a catalogue test holds this), so the asked rules decide it.
function expand(asked: ReadonlySet<RuleName>, refused: ReadonlySet<RuleName>, variant: RuleVariant): Map<RuleName, Source> {
  const found = new Map<RuleName, Source>();
  const queue: RuleName[] = [];
  const overridden = new Set([...asked].flatMap((r) => ruleEntry(r).overrides));
  const add = (rule: RuleName, source: Source): void => {
    if (found.has(rule)) return;
    if (source.kind !== 'asked') {
      // SMART_CD brings CD_SUPPORTS into standard games only: the text limits it so.
      if (!appliesTo(rule, variant)) return;
      if (overridden.has(rule)) return;
      if (source.kind === 'rule' && source.byDefault && refused.has(rule)) return;
    }
    found.set(rule, source);
    queue.push(rule);
  };
  for (const rule of asked) add(rule, { kind: 'asked' });
  for (const rule of VARIANT_RULES[variant].includes) add(rule, { kind: 'variant' });
  for (let i = 0; i < queue.length; i++) {
    const entry = ruleEntry(queue[i] as RuleName);
    for (const rule of entry.implies) add(rule, { kind: 'rule', rule: entry.name, byDefault: false });
    for (const d of entry.defaults) {
      if (!d.unless.some((u) => asked.has(u))) add(d.rule, { kind: 'rule', rule: entry.name, byDefault: true });
    }
  }
  return found;
}

/** The rule (or the variant) that a rule in force comes from in the end. */
function rootOf(found: ReadonlyMap<RuleName, Source>, rule: RuleName): RuleName | 'variant' {
  let at = rule;
  for (;;) {
    const source = found.get(at);
    if (source === undefined || source.kind === 'asked') return at;
    if (source.kind === 'variant') return 'variant';
    at = source.rule;
  }
}

function forbiddenRules(found: ReadonlyMap<RuleName, Source>, variant: RuleVariant): string[] {
  const { forbids, forbiddenUnlessBy } = VARIANT_RULES[variant];
  const label = VARIANT_LABELS[variant];
  const problems: string[] = [];
  for (const rule of forbids) {
    const source = found.get(rule);
    if (source === undefined) continue;
    const allowedBy = forbiddenUnlessBy[rule] ?? [];
    if (source.kind !== 'asked' && allowedBy.some((r) => found.has(r))) continue;
    const how = source.kind === 'asked' ? '' : ` (brought in by ${describeRoot(rootOf(found, rule), variant)})`;
    const unless = allowedBy.length > 0 ? `, unless ${orList(allowedBy)} brings it in` : '';
    problems.push(`${rule}${how} is not allowed in ${label} games${unless}.`);
  }
  return problems;
}

function conflictsOf(
  asked: ReadonlySet<RuleName>,
  refused: ReadonlySet<RuleName>,
  found: ReadonlyMap<RuleName, Source>,
  variant: RuleVariant,
): string[] {
  const problems: string[] = [];
  for (const rule of refused) {
    if (asked.has(rule)) {
      problems.push(`${rule} is both asked for and refused (!${rule}).`);
      continue;
    }
    if (!found.has(rule)) continue;
    const root = rootOf(found, rule);
    const overriders = RULES.filter((r) => r.overrides.includes(rule)).map((r) => r.name);
    const hint = overriders.length > 0 ? ` (${orList(overriders)} takes it out)` : '';
    const why = root === 'variant' ? `every ${VARIANT_LABELS[variant]} game has it` : `${root} brings it in`;
    problems.push(`!${rule} cannot be honoured: ${why}${hint}.`);
  }

  // One sentence for each pair of asked rules (or the variant) that clash, however many of
  // the rules they bring in clash; a clash between the asked rules themselves comes first.
  const seen = new Set<string>();
  // Named in the order the game asked for them; the variant after the rules.
  const order = [...asked];
  const rank = (root: RuleName | 'variant'): number => (root === 'variant' ? order.length : order.indexOf(root));
  const clash = (a: RuleName, b: RuleName): void => {
    const ra = rootOf(found, a);
    const rb = rootOf(found, b);
    const key = [ra, rb].sort().join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(rank(rb) < rank(ra) ? clashSentence(b, rb, a, ra, variant) : clashSentence(a, ra, b, rb, variant));
  };
  const inForce = [...found.keys()];
  const direct = inForce.filter((r) => found.get(r)?.kind === 'asked');
  for (const a of direct) {
    for (const b of ruleEntry(a).overrides) {
      if (asked.has(b)) {
        seen.add([a, b].sort().join(' '));
        problems.push(`${a} and ${b} cannot be used together: ${a} countermands ${b}.`);
      }
    }
  }
  for (const a of direct) for (const b of ruleEntry(a).excludes) if (asked.has(b) && a < b) clash(a, b);
  for (const a of inForce) for (const b of ruleEntry(a).excludes) if (found.has(b) && a < b) clash(a, b);
  return problems;
}

function clashSentence(a: RuleName, ra: RuleName | 'variant', b: RuleName, rb: RuleName | 'variant', variant: RuleVariant): string {
  if (ra === a && rb === b) return `${a} and ${b} cannot be used together.`;
  const label = VARIANT_LABELS[variant];
  const side = (rule: RuleName, root: RuleName | 'variant'): string | null =>
    root === rule ? null : root === 'variant' ? `every ${label} game has ${rule}` : `${root} brings in ${rule}`;
  const sa = side(a, ra);
  const sb = side(b, rb);
  const subject =
    ra === rb
      ? `${describeRoot(ra, variant)} cannot be used`
      : ra === 'variant'
        ? `${rb} cannot be used in a ${label} game`
        : rb === 'variant'
          ? `${ra} cannot be used in a ${label} game`
          : `${ra} and ${rb} cannot be used together`;
  const why =
    sa !== null && sb !== null
      ? ra === rb
        ? `it brings in ${a} and ${b}, which cannot be used together`
        : `${sa} and ${sb}, which cannot be used together`
      : sa !== null
        ? `${sa}, which cannot be used with ${b}`
        : `${sb}, which cannot be used with ${a}`;
  return `${capitalise(subject)}: ${why}.`;
}

function notBuilt(found: ReadonlyMap<RuleName, Source>, variant: RuleVariant, built: ReadonlySet<RuleName>): string[] {
  const missing = [...found.keys()].filter((r) => !built.has(r));
  const byRoot = new Map<RuleName | 'variant', RuleName[]>();
  const asked: RuleName[] = [];
  for (const rule of missing) {
    if (found.get(rule)?.kind === 'asked') {
      asked.push(rule);
      continue;
    }
    const root = rootOf(found, rule);
    byRoot.set(root, [...(byRoot.get(root) ?? []), rule]);
  }
  const sentences: string[] = [];
  const verb = (n: number): string => (n === 1 ? 'is' : 'are');
  if (asked.length > 0) sentences.push(`${andList(asked)} ${verb(asked.length)} not built into this judge yet.`);
  for (const [root, rules] of byRoot) {
    const who = root === 'variant' ? `Every ${VARIANT_LABELS[variant]} game has` : `${root} brings in`;
    sentences.push(`${who} ${andList(rules)}, which ${verb(rules.length)} not built into this judge yet.`);
  }
  return sentences;
}

function wrongVariant(rules: readonly RuleName[], variant: RuleVariant): string {
  const groups = new Map<string, RuleName[]>();
  for (const rule of rules) {
    const { variants } = ruleEntry(rule);
    const where = variants === 'all' ? '' : orList(variants.map((v) => VARIANT_LABELS[v]));
    groups.set(where, [...(groups.get(where) ?? []), rule]);
  }
  return [...groups]
    .map(([where, names]) =>
      names.length === 1
        ? `${names[0]} is a ${where} rule; this game is ${VARIANT_LABELS[variant]}.`
        : `${andList(names)} are ${where} rules; this game is ${VARIANT_LABELS[variant]}.`,
    )
    .join(' ');
}

function unknownName(written: string, normalised: string): string {
  if (normalised === '') return 'An empty name is not a rule of this judge.';
  const kind = VARIANT_WORDS.get(normalised);
  if (kind !== undefined) return `${normalised} is a kind of game in this judge, not a rule: ask for a ${VARIANT_LABELS[kind]} game.`;
  const guess = nearest(normalised);
  return `${written} is not a rule of this judge${guess === null ? '' : ` (did you mean ${guess}?)`}.`;
}

const describeRoot = (root: RuleName | 'variant', variant: RuleVariant): string =>
  root === 'variant' ? `every ${VARIANT_LABELS[variant]} game` : root;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}
const andList = (items: readonly string[]): string => joinList(items, 'and');
const orList = (items: readonly string[]): string => joinList(items, 'or');

// The spelling closest to a misspelt name, if it is close enough to be a slip: at most one
// edit in three letters, and never more than three.
function nearest(text: string): string | null {
  const limit = Math.min(3, Math.max(1, Math.floor(text.length / 3)));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const spelling of SPELLINGS.keys()) {
    const d = editDistance(text, spelling);
    if (d < bestDistance) {
      best = spelling;
      bestDistance = d;
    }
  }
  return best;
}

/** Edits (insert, delete, replace, swap two neighbours) to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  // Three rows of the table are enough: the swap looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] as number) + 1);
      row.push(d);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * A resolved rule list written back as a request that resolves to the same list: a rule's
 * default that is not in the list was refused at creation (BLIND without HIDE_DUMMIES), so
 * it is asked for as `!NAME` again, or resolving the list anew would bring it back.
 */
export function asRequest(resolved: readonly RuleName[]): string[] {
  const refused = new Set<RuleName>();
  for (const rule of resolved) {
    for (const d of ruleEntry(rule).defaults) if (!resolved.includes(d.rule)) refused.add(d.rule);
  }
  return [...resolved, ...[...refused].map((r) => `!${r}`)];
}
