import { powerKey, type Draft } from './draft.js';
import type { MapLine, Source } from './lex.js';
import { PHASE_TYPES } from './phase.js';
import { problem } from './places.js';
import type { FileState } from './politics.js';
import type { RotateWhen, Rotation } from './types.js';

/**
 * Power control on a map (Map.txt): `CONTROL powerName…` after a dummy's power line puts
 * it under those powers' control (or MASTER's), the first holding it now, the others in
 * turn as ROTATE says; `ROTATE [CONTROL]`, `ROTATE AFTER [phaseType]…`, `ROTATE BEFORE
 * phaseType…`, `ROTATE FOR phaseType…` say when control passes round. Read here, checked
 * against the powers once the map is whole (`controlProblems`), played by game/control.ts.
 */

/** The ROTATE words the DPjudge takes (Game.py validates the same pairs). */
export const ROTATE_WHEN: readonly RotateWhen[] = ['CONTROL', 'AFTER', 'BEFORE', 'FOR'];

/** `CONTROL powerName…`: of the current power. A second CONTROL line for a power is a mistake, as on the DPjudge. */
export function controlLine(d: Draft, st: FileState, line: MapLine): void {
  const names = line.words.slice(1).flatMap((w) => w.split(',')).filter((w) => w !== '').map((w) => powerKey(w.toUpperCase()));
  const power = st.current;
  if (power === null || !d.powers.has(power)) return problem(d, line.src, 'CONTROL must follow the power line of the dummy it puts under control');
  if (names.length === 0) return problem(d, line.src, `CONTROL of ${power} names no power (CONTROL powerName…, or CONTROL MASTER)`);
  if (d.controls.some((c) => c.power === power)) return problem(d, line.src, `${power} has two CONTROL lines`);
  d.controls.push({ power, names, src: line.src });
}

/** `ROTATE …`: the game's one rotation of control. */
export function rotateLine(d: Draft, line: MapLine): void {
  if (d.rotate !== null) return problem(d, line.src, 'the map has two ROTATE lines');
  const words = line.words.slice(1).map((w) => w.toUpperCase());
  const read = readRotation(words);
  if (typeof read === 'string') return problem(d, line.src, read);
  d.rotate = { rotation: read, src: line.src };
}

/**
 * The words after ROTATE as a rotation, or what is wrong with them: nothing (CONTROL every
 * phase), AFTER alone (after every phase), or pairs of a when and a phase type.
 */
export function readRotation(words: readonly string[]): readonly Rotation[] | string {
  if (words.length === 0) return [{ when: 'CONTROL' }];
  if (words.length === 1 && (words[0] === 'AFTER' || words[0] === 'CONTROL')) return [{ when: words[0] }];
  const out: Rotation[] = [];
  const bad = `ROTATE ${words.join(' ')}: write ROTATE, ROTATE AFTER, or pairs of CONTROL, AFTER, BEFORE or FOR and a phase type (M, R or A), as ROTATE BEFORE M`;
  if (words.length % 2 !== 0) return bad;
  for (let i = 0; i < words.length; i += 2) {
    const when = words[i]!;
    const phase = (words[i + 1] ?? '').charAt(0);
    if (!(ROTATE_WHEN as readonly string[]).includes(when) || !(PHASE_TYPES as readonly string[]).includes(phase)) return bad;
    out.push({ when: when as RotateWhen, phase });
  }
  return out;
}

/**
 * What is wrong with the CONTROL lines once every power is known: a controller is a power
 * of the map or MASTER, never a dummy itself ("CONTROLLING POWER … IS A DUMMY"), and the
 * power controlled is a dummy, for only a dummy has no player of its own.
 */
export function controlProblems(controls: readonly { readonly power: string; readonly names: readonly string[]; readonly src: Source }[], powers: ReadonlySet<string>, dummies: readonly string[]): { readonly src: Source; readonly message: string }[] {
  const out: { src: Source; message: string }[] = [];
  for (const c of controls) {
    if (!powers.has(c.power)) continue;
    if (!dummies.includes(c.power)) out.push({ src: c.src, message: `CONTROL of ${c.power}: only a dummy power is controlled by another (make it one with DUMMY)` });
    for (const n of c.names) {
      if (n === 'MASTER') continue;
      if (!powers.has(n)) out.push({ src: c.src, message: `CONTROL of ${c.power} names ${n}, which is not a power of the map` });
      else if (dummies.includes(n)) out.push({ src: c.src, message: `CONTROL of ${c.power} names ${n}, a dummy: a dummy controls nobody` });
      else if (n === c.power) out.push({ src: c.src, message: `CONTROL of ${c.power} names ${c.power} itself` });
    }
  }
  return out;
}
