/**
 * Colour arithmetic for the palette: OKLab (Björn Ottosson's, 2020), a space where equal
 * distances look equally different, to and from sRGB `#rrggbb`.
 */

export type Lab = readonly [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** A colour given by OKLCH lightness (0–1), chroma and hue (degrees), clamped into sRGB. */
export function oklchHex(l: number, c: number, hueDegrees: number): string {
  const h = (hueDegrees * Math.PI) / 180;
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  return '#' + rgb.map((v) => Math.round(Math.min(1, Math.max(0, fromLinear(v))) * 255).toString(16).padStart(2, '0')).join('');
}

/** `#rrggbb` in OKLab. */
export function hexLab(hex: string): Lab {
  const [r, g, b] = [0, 1, 2].map((i) => toLinear(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** How far apart two colours look: the distance in OKLab (about 0.02 is barely seen). */
export const distance = (x: Lab, y: Lab): number => Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);

/** WCAG's contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => toLinear(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255)) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
