import type { UnitKind } from '../../../shared/map/types.js';
import { MOVE_MODES, type MoveMode } from '../orders/clicking.js';

const MODE_LABEL: Record<MoveMode, string> = { move: 'Move', support: 'Support', convoy: 'Convoy', hold: 'Hold' };

interface Props {
  /** 'M': the move modes; 'A': the kind a build makes; anything else: the prompt alone. */
  readonly phaseType: string;
  readonly mode: MoveMode;
  readonly setMode: (m: MoveMode) => void;
  readonly build: UnitKind;
  readonly setBuild: (k: UnitKind) => void;
  /** In adjustments: the power has builds to make (one owing removals is offered none). */
  readonly canBuild: boolean;
  /** What the next click does, in a sentence. */
  readonly prompt: string;
  /** Present while a unit is chosen: forgets it. */
  readonly cancel: (() => void) | null;
}

/**
 * The tools of ordering by pointing, right under the board: what a click orders and what it
 * asks for next. Beside the map rather than in the orders panel, so that a support on a phone
 * is given without scrolling between the buttons and the board.
 */
export function BoardTools(p: Props) {
  return (
    <div class="board-tools">
      {p.phaseType === 'M' && (
        <div class="tabs" role="group" aria-label="What a click on the board orders">
          {MOVE_MODES.map((m) => (
            <button key={m} type="button" aria-pressed={m === p.mode} onClick={() => p.setMode(m)}>
              {MODE_LABEL[m]}
            </button>
          ))}
        </div>
      )}
      {p.phaseType === 'A' && p.canBuild && (
        <div class="tabs" role="group" aria-label="What a click on a home centre builds">
          {(['A', 'F'] as const).map((k) => (
            <button key={k} type="button" aria-pressed={k === p.build} onClick={() => p.setBuild(k)}>
              Build {k === 'A' ? 'an army' : 'a fleet'}
            </button>
          ))}
        </div>
      )}
      <p class="prompt" aria-live="polite">
        {p.prompt}
        {p.cancel && (
          <button type="button" class="link" onClick={p.cancel}>
            Cancel
          </button>
        )}
      </p>
    </div>
  );
}
