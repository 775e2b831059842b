/**
 * The look of the board's own layers (owners, units, orders, marks, fog): one style sheet for
 * the page's board (web/src/components/Board.tsx puts it in the board's <svg>) and for the
 * picture the Worker draws for the MAP mail command (board-svg.ts), so that both look the same.
 * Scoped by `svg.board`, the class both give their root. What only a page needs (the light of a
 * target, the focus rings, the cursor) stays in the page's style sheet.
 */
export const BOARD_STYLE = [
  'svg.board .owner{stroke:#1d1a14;stroke-width:1;pointer-events:none}',
  'svg.board .unit .body{stroke:#111;stroke-width:1.5}',
  'svg.board .unit .glyph{font:700 17px system-ui,sans-serif;fill:#fff;stroke:none;text-anchor:middle;pointer-events:none}',
  'svg.board .unit .body{stroke-linejoin:round}',
  // An arsenal's badge: the radiation sign, dark on white, readable on any power's colour.
  'svg.board .unit .badge{fill:#fff;stroke:#111;stroke-width:0.8}',
  'svg.board .unit .trefoil{fill:#111;stroke:none}',
  'svg.board .unit .halo{fill:none;stroke:#ffb300;stroke-width:3}',
  'svg.board .unit.dislodged .body{stroke:#d11;stroke-width:2.5;stroke-dasharray:3 2}',
  'svg.board .order{pointer-events:none;fill:none;stroke-width:3}',
  'svg.board .order line{stroke-width:3.5;stroke-linecap:round}',
  'svg.board .order .casing{stroke:#fff;stroke-width:6.5;opacity:0.8}',
  'svg.board .order.support line:not(.casing),svg.board .order.support-hold line{stroke-dasharray:6 4}',
  'svg.board .order.convoy line:not(.casing){stroke-dasharray:2 4}',
  'svg.board .order.support-hold circle,svg.board .order.hold{stroke-width:2.5;fill:none}',
  'svg.board .order.retreat line:not(.casing){stroke-dasharray:10 3 2 3}',
  'svg.board .order.retreat .casing{stroke:#7a1410;opacity:0.9}',
  'svg.board .order.build .ring{fill:#ffffffc0;stroke:#1d1a14;stroke-width:2.5;stroke-dasharray:5 3}',
  'svg.board .order.build .ghost{opacity:0.85;stroke:#111;stroke-width:1.5;stroke-dasharray:3 2}',
  'svg.board .order.build .plus{stroke:#fff;stroke-width:4;stroke-linecap:round}',
  'svg.board .order.disband path{stroke:#c00;stroke-width:5;stroke-linecap:round}',
  'svg.board .order.disband path.casing{stroke:#fff;stroke-width:9}',
  'svg.board .order.failed{opacity:0.6}',
  'svg.board .order.failed line:not(.casing){stroke-dasharray:3 3}',
  'svg.board .marks .fail circle{fill:#fff;stroke:#c00;stroke-width:2.5}',
  'svg.board .marks .fail path{stroke:#c00;stroke-width:3.5;stroke-linecap:round;fill:none}',
  // A centre whose owner the viewer cannot see: a hollow grey ring with a question mark, not a tint.
  'svg.board .unknown-centre circle{fill:#f4f4f4;stroke:#555;stroke-width:1.5;stroke-dasharray:2 2}',
  'svg.board .unknown-centre text{font:700 13px system-ui,sans-serif;fill:#444;stroke:none;text-anchor:middle}',
  'svg.board .legend>rect{fill:#ffffffe0;stroke:#555;stroke-width:1}',
  'svg.board .legend g rect{stroke:#111;stroke-width:1}',
  'svg.board .legend text{font:600 13px system-ui,sans-serif;fill:#222;stroke:none;text-anchor:start}',
  'svg.board .fog-note rect{fill:#ffffffe0;stroke:#555;stroke-width:1}',
  'svg.board .fog-note text{font:600 15px system-ui,sans-serif;fill:#222;stroke:none;text-anchor:start}',
].join('');
