import { parseAbutToken } from './abut-token.js';
import type { TerrainWord } from './directives.js';
import { caseOf, LOCATION_ID, provinceOf, type Draft, type DraftAlias, type DraftPower, type Ref } from './draft.js';
import { where, type MapLine, type Source } from './lex.js';

/** The geographic lines: place names, terrain and adjacency, DROP. */

/** Records a problem of the line at `src`. */
export const problem = (d: Draft, src: Source, message: string): void => {
  d.errors.push(`${where(src)}: ${message}`);
};

/** `[old ->] Long Name = abbrev alias…`. */
export function placeNameLine(d: Draft, line: MapLine): void {
  const parts = line.text.split('=');
  if (parts.length !== 2) return problem(d, line.src, 'a place-name line has exactly one "=" (long name = abbreviation aliases…)');
  const [left = '', right = ''] = parts;
  const arrow = left.split('->');
  if (arrow.length > 2) return problem(d, line.src, 'a place can be renamed from only one old abbreviation ("old -> Long Name = …")');
  const name = (arrow[arrow.length - 1] ?? '').trim().replace(/\s+/g, ' ');
  const old = arrow.length === 2 ? (arrow[0] ?? '').trim().toUpperCase() : null;
  const [abbrevWritten, ...aliasWords] = right.trim().split(/\s+/).filter((w) => w !== '');
  if (name === '') return problem(d, line.src, 'the long name left of "=" is missing');
  if (abbrevWritten === undefined) return problem(d, line.src, `"${name}" has no abbreviation right of "="`);
  const id = abbrevWritten.toUpperCase();
  if (!LOCATION_ID.test(id)) {
    return problem(d, line.src, `"${abbrevWritten}" is not a place abbreviation: three letters or digits, and "/" and two letters for a coast`);
  }
  const aliases: DraftAlias[] = [];
  for (const word of aliasWords) {
    const unclear = word.endsWith('?');
    const text = unclear ? word.slice(0, -1) : word;
    if (text === '') return problem(d, line.src, `"${word}" is not an alias`);
    if (unclear && text.includes('+')) return problem(d, line.src, `the ambiguous alias "${word}" may not contain "+"`);
    aliases.push({ text, unclear });
  }
  if (old !== null) {
    if (!rename(d, old, id, line.src)) return;
  } else {
    const known = d.places.get(id);
    if (known) return problem(d, line.src, `the abbreviation ${id} is already used for ${known.name} (${where(known.src)})`);
  }
  d.places.set(id, { id, name, aliases, src: line.src });
}

/**
 * Gives the place `old` the id `to` everywhere it is mentioned. Its names go with the old
 * id: the renaming line brings the new ones.
 */
function rename(d: Draft, old: string, to: string, src: Source): boolean {
  if (!d.places.has(old)) {
    problem(d, src, `there is no place ${old} to rename`);
    return false;
  }
  if (old !== to && (d.places.has(to) || d.locations.has(to))) {
    problem(d, src, `${old} cannot be renamed ${to}: ${to} is already on the map`);
    return false;
  }
  d.places.delete(old);
  const loc = d.locations.get(old);
  if (loc) {
    d.locations.delete(old);
    loc.id = to;
    d.locations.set(to, loc);
  }
  for (const l of d.locations.values()) {
    for (const a of l.abuts) {
      if (a.target === old) a.target = to;
      if (a.centers) a.centers = a.centers.map((c) => (c === old ? to : c));
    }
  }
  for (const p of d.powers.values()) {
    for (const ref of sitesOf(p)) if (ref.id === old) ref.id = to;
    for (const a of p.alternatives) a.instead = a.instead.map((x) => (x === old ? to : x));
    for (const u of p.units) if (u.at === old) u.at = to;
  }
  for (const ref of d.unowned) if (ref.id === old) ref.id = to;
  return true;
}

/** Every place a power's lines name: homes, owned centres and the other build sites. */
const sitesOf = (p: DraftPower): Ref[] => [
  ...p.homes,
  ...(p.owns ?? []),
  ...p.factories,
  ...p.partisans,
  ...p.hidden,
  ...p.alternatives.map((a) => a.ref),
];

/** `COAST SPA/NC ABUTS GAS MAO POR`, and the other terrains, and AMEND. */
export function terrainLine(d: Draft, line: MapLine, word: TerrainWord): void {
  const written = line.words[1];
  if (written === undefined) return problem(d, line.src, `${word} needs the abbreviation of a place`);
  const id = written.toUpperCase();
  if (!LOCATION_ID.test(id)) return problem(d, line.src, `"${written}" is not a place abbreviation`);
  const writtenCase = caseOf(written);
  if (writtenCase === null || writtenCase === 'title') {
    return problem(d, line.src, `"${written}": a place is written upper case, or lower case where no fleet may stand`);
  }
  const lower = writtenCase === 'lower';
  const hasAbuts = line.words.length > 2;
  if (hasAbuts && line.words[2]?.toUpperCase() !== 'ABUTS') {
    return problem(d, line.src, `"${line.words[2] ?? ''}" should be ABUTS, before the list of neighbours`);
  }
  let loc = d.locations.get(id);
  if (loc && loc.lower !== lower) {
    // Changing the case of a place forgets it, except under AMEND, which keeps its data in
    // the new case. A multi-coast province written upper case again loses its coasts.
    if (word !== 'AMEND') {
      d.locations.delete(id);
      loc = undefined;
    } else {
      loc.lower = lower;
    }
    if (!lower && !id.includes('/')) dropCoasts(d, id);
  }
  if (word === 'AMEND') {
    if (!loc) return problem(d, line.src, `there is no terrain line for ${id} to AMEND`);
  } else if (loc) {
    loc.terrain = word;
    loc.src = line.src;
    if (hasAbuts) loc.abuts = [];
  } else {
    loc = { id, lower, terrain: word, abuts: [], src: line.src };
    d.locations.set(id, loc);
  }
  for (const token of line.words.slice(3)) {
    const parsed = parseAbutToken(token);
    if (!parsed.ok) {
      problem(d, line.src, `${id} ABUTS ${parsed.error.message}`);
      continue;
    }
    const t = parsed.value;
    if (t.kind === 'remove') {
      // `-SPA` takes away SPA and its coasts; DPjudge is silent when there is nothing to take.
      loc.abuts = loc.abuts.filter((a) => a.target !== t.target && (t.target.includes('/') || provinceOf(a.target) !== t.target));
      continue;
    }
    loc.abuts.push({
      target: t.target,
      caseClass: t.caseClass,
      powers: t.powers,
      centers: t.centers,
      weak: t.weak,
      half: t.half,
      src: line.src,
    });
  }
}

/** Forgets the coasts of a province that is no longer multi-coast: edges to a coast now lead to the province. */
function dropCoasts(d: Draft, province: string): void {
  const coasts = [...d.locations.keys()].filter((id) => id.includes('/') && provinceOf(id) === province);
  if (coasts.length === 0) return;
  forget(d, new Set(coasts), province);
}

/** `DROP SPA …`: everything about the places, their coasts with them, and every edge to them. */
export function dropLine(d: Draft, line: MapLine): void {
  if (line.words.length < 2) return problem(d, line.src, 'DROP needs the abbreviations of the places to forget');
  for (const written of line.words.slice(1)) {
    const id = written.toUpperCase();
    const gone = new Set(
      [...new Set([...d.locations.keys(), ...d.places.keys()])].filter((x) => x === id || (!id.includes('/') && provinceOf(x) === id)),
    );
    if (gone.size === 0) {
      problem(d, line.src, `DROP ${written}: there is no such place`);
      continue;
    }
    forget(d, gone, null);
  }
}

/**
 * Removes places from the draft. Edges to them go too, or lead to `redirect` instead (when
 * coasts merge back into their province).
 */
function forget(d: Draft, gone: ReadonlySet<string>, redirect: string | null): void {
  for (const id of gone) {
    d.locations.delete(id);
    d.places.delete(id);
  }
  for (const loc of d.locations.values()) {
    const kept = loc.abuts.filter((a) => !gone.has(a.target));
    if (redirect !== null && kept.length < loc.abuts.length && !kept.some((a) => a.target === redirect)) {
      const first = loc.abuts.find((a) => gone.has(a.target));
      if (first) kept.push({ ...first, target: redirect });
    }
    loc.abuts = kept;
  }
  const stays = (ref: { id: string }) => !gone.has(ref.id);
  d.unowned = d.unowned.filter(stays);
  for (const p of d.powers.values()) {
    p.homes = p.homes.filter(stays);
    if (p.owns) p.owns = p.owns.filter(stays);
    p.factories = p.factories.filter(stays);
    p.partisans = p.partisans.filter(stays);
    p.hidden = p.hidden.filter(stays);
    p.alternatives = p.alternatives.filter((a) => stays(a.ref));
    if (redirect === null) p.units = p.units.filter((u) => !gone.has(u.at));
    else for (const u of p.units) if (gone.has(u.at)) u.at = redirect;
  }
}
