import layoutJson from '../../../maps/standard/standard.layout.json';
import { parseLayout, type MapLayout } from '../../../shared/map/layout.js';
import svgUrl from '../../../maps/standard/standard.svg?url';

/**
 * The standard board's drawing. The layout (points for units, labels, centres) is small and
 * comes in the bundle; the SVG is a file of its own, fetched once and drawn inline so that
 * its provinces can be pointed at.
 */
export const STANDARD_LAYOUT: MapLayout = parseLayout(layoutJson);

let markup: Promise<string | null> | undefined;

/** The inside of the board's <svg> element (styles, provinces, coasts, centres, names); null if it cannot be had. */
export function boardMarkup(): Promise<string | null> {
  markup ??= fetch(svgUrl)
    .then((res) => (res.ok ? res.text() : null))
    .then((text) => (text === null ? null : innerSvg(text)))
    .catch(() => {
      markup = undefined;
      return null;
    });
  return markup;
}

/** What lies between the outer <svg …> and </svg>: drawn inside the client's own <svg>. */
export function innerSvg(text: string): string | null {
  const open = /<svg\b[^>]*>/.exec(text);
  const close = text.lastIndexOf('</svg>');
  if (!open || close < 0) return null;
  return text.slice(open.index + open[0].length, close);
}
