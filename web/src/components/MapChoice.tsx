import { BOARD_SOURCES } from '../board/sources.js';
import type { MapEntry } from '../api.js';
import { mapFacts } from '../game/maps.js';
import { powerLabel } from '../powers.js';

/**
 * The maps a game may be made on, each with its picture (the board's preview.png, else its
 * drawing; fetched only when scrolled to), its powers and centres. Shown only when the judge
 * has more than the standard board.
 */
export function MapChoice({ maps, chosen, choose }: { maps: readonly MapEntry[]; chosen: string; choose: (name: string) => void }) {
  if (maps.length < 2) return null;
  return (
    <fieldset class="maps">
      <legend>Map</legend>
      {maps.map((m) => {
        const picture = BOARD_SOURCES.previews[m.name] ?? BOARD_SOURCES.drawings[m.name];
        return (
          <label key={m.name} class="choice map-choice" data-map={m.name}>
            <input type="radio" name="map" value={m.name} checked={chosen === m.name} onChange={() => choose(m.name)} />
            {picture ? <img src={picture} alt="" loading="lazy" width={96} height={72} /> : <span class="no-picture" aria-hidden="true" />}
            <span>
              <b>{m.title}</b> <span class="map-name">({m.name})</span>
              <br />
              {mapFacts(m)}
              <br />
              <small>{m.powers.map(powerLabel).join(', ')}</small>
              {(m.about || m.credit) && (
                <>
                  <br />
                  <small class="note">{[m.about, m.credit].filter(Boolean).join(' ')}</small>
                </>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
