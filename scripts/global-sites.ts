/**
 * Where each province of the Global board lies on the globe: [longitude, latitude] sites,
 * read by scripts/draw-global.ts. A place of the globe belongs to the province of the
 * nearest site (great-circle distance), land to land provinces and sea to seas, so a few
 * sites a province give it its shape. Ours, chosen against the README's table of what each
 * province holds (maps/global/README.md).
 */
export type LonLat = readonly [number, number];

export const LAND_SITES: Readonly<Record<string, readonly LonLat[]>> = {
  ALA: [[-152, 64], [-160, 60]],
  CAN: [[-100, 58], [-75, 53], [-122, 60], [-92, 68], [-70, 62], [-110, 54], [-85, 54]],
  WUS: [[-116, 40], [-120, 46], [-110, 36], [-104, 44]],
  EUS: [[-80, 41], [-72, 43], [-89, 42]],
  SUS: [[-96, 33], [-84, 32], [-82, 28]],
  MEX: [[-103, 24], [-98, 19]],
  CAM: [[-87, 14.5], [-81, 9]],
  CUB: [[-79, 21.5]],
  GRE: [[-42, 72]],
  HAW: [[-156, 20]],
  COL: [[-74, 5], [-67, 7]],
  PER: [[-75, -10], [-65, -17]],
  BRA: [[-50, -8], [-52, -20], [-62, -5], [-57, 3]],
  ARG: [[-64, -32], [-69, -45], [-60, -25]],
  BRI: [[-2, 53], [-8, 53]],
  WEU: [[2, 47], [5, 51]],
  SPN: [[-4, 40]],
  ITA: [[12, 43]],
  CEU: [[11, 51], [19, 51], [15, 48]],
  SCA: [[15, 62], [26, 64]],
  BAL: [[22, 43], [17, 44], [15, 45.7]],
  TUR: [[34, 39], [41, 39.5]],
  RUS: [[40, 57], [33, 62], [45, 51], [48, 49], [25, 57]],
  UKR: [[31, 49], [28, 52]],
  CAU: [[44, 43], [47, 42]],
  URA: [[58, 60], [60, 55], [62, 67]],
  WSI: [[77, 60], [80, 68], [80, 53]],
  ESI: [[105, 60], [100, 70], [105, 53]],
  YAK: [[128, 63], [150, 64], [170, 66], [158, 56], [135, 53]],
  KAZ: [[67, 48], [63, 41], [64, 37]],
  TIB: [[88, 33], [82, 41], [73, 37], [88, 44]],
  CHN: [[116, 38], [125, 45], [108, 43], [103, 46]],
  SCH: [[110, 26], [103, 29]],
  JAP: [[138, 36], [142, 43]],
  SEA: [[102, 15], [97, 21], [101.5, 5]],
  IND: [[79, 21], [77, 13]],
  PAK: [[69, 29]],
  MIE: [[53, 32], [44, 34], [47, 37]],
  SAU: [[45, 23]],
  ISR: [[35.5, 31], [38, 34]],
  WAF: [[0, 32], [-6, 31], [9, 34]],
  SAH: [[-12, 20], [3, 22], [18, 24], [18, 30]],
  EGY: [[30, 26], [31, 15]],
  NIG: [[-5, 10], [8, 9], [-12, 10]],
  CAF: [[20, 4], [22, -5], [16, -12], [27, 0]],
  EAF: [[38, 3], [35, -7], [42, 8]],
  SAF: [[25, -25], [28, -16]],
  MAD: [[46.5, -19]],
  IDN: [[113, -1], [101, 0], [120, -3], [138, -4], [110, -7]],
  PNG: [[145, -6]],
  QLD: [[144, -20]],
  SOZ: [[125, -25], [135, -30], [146, -34]],
  NZL: [[172, -42]],
  ANT: [[0, -80], [90, -75], [-90, -75], [180, -80]],
};

export const SEA_SITES: Readonly<Record<string, readonly LonLat[]>> = {
  NAT: [[-40, 45], [-30, 55], [-58, 40], [-15, 45], [-50, 57], [-72, 30]],
  MAT: [[-30, 15], [-20, 5], [-42, 10], [2, 4.5], [-50, 10]],
  SAT: [[-20, -25], [-10, -45], [-40, -40], [8, -15], [5, -2]],
  CAR: [[-77, 14], [-90, 24], [-67, 13]],
  NSE: [[3, 57], [0, 66], [-10, 72]],
  BLT: [[19, 57]],
  MED: [[18, 36], [5, 39], [28, 34]],
  BLK: [[34, 43]],
  EAR: [[50, 73], [70, 74], [90, 76]],
  BER: [[-178, 60], [172, 59]],
  NPA: [[-160, 45], [170, 42], [-140, 45], [150, 38], [165, 49], [-156, 27]],
  WPA: [[150, 15], [140, 27], [165, 0], [147, 0], [-163, 20]],
  EPA: [[-120, 10], [-100, 0], [-140, 15], [-92, 10], [-83, 3], [-149, 20]],
  SPA: [[-180, -50], [-130, -40], [-95, -40], [-150, -20], [-156, 13], [140, -45], [160, -47]],
  SOJ: [[135, 40], [146, 51]],
  ECS: [[125, 30], [123, 36], [128, 32]],
  SCS: [[114, 14]],
  COR: [[155, -18], [158, -28], [165, -38]],
  TIM: [[125, -11]],
  NIO: [[65, 15], [88, 14], [38, 20]],
  SIO: [[80, -25], [60, -35], [100, -35], [105, -15]],
  POL: [[0, 89], [-140, 78], [160, 78]],
};

/**
 * The two impassable places, drawn over whatever the data has there: the Caspian as its
 * shore (a ring of [lon, lat]), Lake Victoria as a disc larger than life, so that it can be
 * seen and clicked at the size the board is drawn.
 */
export const SHUT_RINGS: Readonly<Record<string, readonly LonLat[]>> = {
  CAS: [[47, 44.5], [49, 46.7], [51.5, 47.2], [53.5, 46.6], [53, 44.5], [51, 42.5], [52.8, 41.3], [54, 38.5], [53.6, 36.8], [51, 36.6], [49, 37.5], [49.4, 40.3], [47.7, 42.8]],
  VIC: Array.from({ length: 16 }, (_, i): LonLat => [32.5 + 2.6 * Math.cos((i * Math.PI) / 8), -1 + 2.6 * Math.sin((i * Math.PI) / 8)]),
};

/**
 * Where the board's coarse geography overrides the data ([lon, lat] rings): land the board
 * holds where the sea is narrow (Torres Strait, the PNG–QLD land bridge of VII.3.a; the seas
 * inside Indonesia, which the board makes one land mass with New Guinea; the Isthmus of
 * Panama, thinner than a cell), and sea where the board has a seaway the raster closes
 * (the Øresund between the North Sea and the Baltic; Bab el-Mandeb between Arabia and Africa).
 */
export const FORCE_LAND: readonly (readonly LonLat[])[] = [
  [[139.8, -7.3], [143.8, -7.3], [143.8, -11], [139.8, -11]],
  [[103, -1], [106, -7.5], [115, -9.2], [125, -10], [131, -8], [135, -6], [137, -4], [136, -1], [131, 0], [127, 2], [125, 4], [119, 6], [117, 7], [115, 4], [109, 2], [104, 1.5]],
  [[-79.5, 7], [-76.5, 7], [-76.5, 9.3], [-79.5, 9.3]],
];
export const FORCE_SEA: readonly (readonly LonLat[])[] = [
  [[10.8, 58.2], [12.2, 58.2], [13, 55.2], [12.2, 55.2], [10.8, 56.8]],
  [[42.8, 13.2], [44, 13.2], [44, 12], [42.8, 12]],
];

/** Islands too small for the 110m data, drawn as a disc of this radius (degrees). */
export const ISLANDS: Readonly<Record<string, { readonly at: LonLat; readonly radius: number }>> = {
  HAW: { at: [-156.5, 20.2], radius: 2.2 },
  CUB: { at: [-79.5, 21.8], radius: 1.6 },
};
