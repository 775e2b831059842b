import { ANNOTATION_MEANING, toneOf, type ListView } from '../game/crystal.js';
import { powerLabel, useColours } from '../powers.js';

/**
 * Processed Crystal Ball lists, each line with its annotation and result: a line that
 * counted stands out, one that did nothing is struck through, so a player sees at a glance
 * what was played. Lines are numbered as written, for the rules count from the top.
 */
export function AnnotatedLists({ lists }: { lists: readonly ListView[] }) {
  const powerColour = useColours();
  return (
    <div class="annotated-lists">
      {lists.map((list) => {
        let written = 0;
        return (
          <table key={list.power} class="annotated" data-power={list.power}>
            <caption>
              <span class="swatch" style={{ background: powerColour(list.power) }} aria-hidden="true" />
              {powerLabel(list.power)}
            </caption>
            <tbody>
              {list.lines.map((line, i) => {
                const tone = toneOf(line);
                return (
                  <tr key={i} class={tone === null ? '' : `t-${tone}`}>
                    <td class="n">{line.default ? '' : ++written}</td>
                    <td class="order">
                      {line.order}
                      {line.default && <span class="by-judge"> (added by the judge)</span>}
                    </td>
                    <td class="ann">
                      {line.annotation !== undefined && (
                        <span class="annotation" title={ANNOTATION_MEANING[line.annotation] ?? line.annotation}>
                          {line.annotation}
                        </span>
                      )}
                    </td>
                    <td class="res">
                      <span class="result">{line.result}</span>
                      {line.reason && <span class="reason">{line.reason}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            {list.hidden > 0 && (
              <tfoot>
                <tr>
                  <td colSpan={4} class="note">
                    {list.hidden} more {list.hidden === 1 ? 'line' : 'lines'} not shown to you.
                  </td>
                </tr>
              </tfoot>
            )}
          </table>
        );
      })}
      <p class="note legend">
        <span class="annotation t-counted">counted</span> the line gave the order played (or handed its unit over);{' '}
        <span class="annotation t-dropped">dropped</span> the line did nothing. Hover an annotation for its meaning.
      </p>
    </div>
  );
}
