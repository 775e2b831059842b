// d3-geo-projection ships no types: the one projection scripts/draw-global.ts uses.
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  export function geoHammer(): GeoProjection;
}
