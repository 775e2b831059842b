import { phaseTitle, type Calendar } from './phase.js';

/**
 * What changed in the game between two views a page has shown, said to the people looking
 * at it: a phase processed (with the record that holds its results), a rollback, the start, the end.
 * Only the parts of the view this needs are named, so tests can hand in plain objects.
 */
export interface ViewForNotice {
  readonly id: string;
  readonly status: string;
  readonly phase: string;
  /** How many phases have been processed, and the last of them. */
  readonly phases: number;
  readonly lastPhase: { readonly position: { readonly phase: string } } | null;
}

export type Notice =
  /**
   * `what` was processed, `next` what is played now; `index`: the history record of the
   * (last) phase processed, to show its results.
   */
  | { readonly kind: 'processed'; readonly text: string; readonly what: string; readonly next: string; readonly index: number }
  | { readonly kind: 'rolled_back'; readonly text: string }
  | { readonly kind: 'started'; readonly text: string }
  /** Ended without a phase processed: by the votes, or by the master. */
  | { readonly kind: 'ended'; readonly text: string };

/** `calendar`: the game's map, whose seasons name the phases. */
export function phaseNotice(before: ViewForNotice, after: ViewForNotice, calendar?: Calendar): Notice | null {
  if (before.id !== after.id) return null;
  const was = before.phases;
  const now = after.phases;
  const next = after.status === 'finished' ? 'The game is over.' : `Now: ${phaseTitle(after.phase, calendar)}.`;
  if (now > was) {
    // One process makes one record (empty retreats and adjustments are skipped); more come
    // at once only from a roll forward or a page that missed a push: name the newest.
    const index = now - 1;
    const last = phaseTitle(after.lastPhase?.position.phase ?? after.phase, calendar);
    const earlier = now - was - 1;
    const also = earlier === 0 ? '' : ` (and ${earlier} phase${earlier === 1 ? '' : 's'} before it)`;
    const what = `${last} processed${also}`;
    return { kind: 'processed', index, what, next, text: `${what}: see the results. ${next}` };
  }
  if (now < was) return { kind: 'rolled_back', text: `The master rolled the game back to ${phaseTitle(after.phase, calendar)}.` };
  if (before.status === 'active' && after.status === 'finished') return { kind: 'ended', text: 'The game is over.' };
  if (before.status === 'forming' && after.status === 'active') return { kind: 'started', text: `The game has started: ${phaseTitle(after.phase, calendar)}.` };
  return null;
}

/**
 * A page opened after phases were processed while nobody looked: the same notice, from the
 * number of processed phases this browser last showed (`seen`; null on a first visit, which
 * has nothing to compare with). Only news is told: fewer records than seen says nothing.
 */
export function sinceLastVisit(seen: number | null, view: ViewForNotice, calendar?: Calendar): Notice | null {
  if (seen === null || view.phases <= seen) return null;
  return phaseNotice({ ...view, phases: seen, lastPhase: null }, view, calendar);
}

/** Where a browser keeps how many processed phases it has shown of a game. */
export const phasesSeenKey = (gameId: string): string => `cloud-judge:phases-seen:${gameId}`;
