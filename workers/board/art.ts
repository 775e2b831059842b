import { z } from 'zod';
import { innerSvg } from '../../shared/draw/board-svg';
import { parseLayout, type MapLayout } from '../../shared/map/layout';
import { fail, ok, type Result } from '../../shared/result';

/**
 * A board's drawing and layout, read by the Worker from the static assets (web/dist) rather
 * than bundled: Vite gives each file a hashed name and writes where it put it in
 * board-files.json (web/vite.config.ts), so the Worker stays the size it was and draws the
 * same drawings the page fetches. Kept per isolate once read.
 */
export interface BoardArt {
  readonly layout: MapLayout;
  /** The inside of the drawing's <svg> element. */
  readonly drawing: string;
}

/** The manifest's one part we read: source path → built file. */
const Manifest = z.record(z.string(), z.object({ file: z.string() }).loose());

/** Only the fetch of the assets binding: tests may give their own. */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

const ORIGIN = 'https://assets.invalid/';
const arts = new Map<string, Promise<Result<BoardArt>>>();

/** The art of the board named (a maps/ folder's name), or why it cannot be had, as a sentence. */
export function boardArt(assets: Assets, name: string): Promise<Result<BoardArt>> {
  let art = arts.get(name);
  if (art === undefined) {
    art = readArt(assets, name).catch(() => fail('no_drawing', `The drawing of the map “${name}” could not be read just now; try again later.`));
    // A failure is asked again next time; a drawing, once read, is kept.
    void art.then((a) => !a.ok && arts.delete(name));
    arts.set(name, art);
  }
  return art;
}

async function readArt(assets: Assets, name: string): Promise<Result<BoardArt>> {
  const manifest = Manifest.safeParse(await (await get(assets, 'board-files.json'))?.json());
  if (!manifest.success) return fail('no_drawing', 'The judge cannot find the boards’ drawings just now; try again later.');
  const svgFile = manifest.data[`../maps/${name}/${name}.svg`]?.file;
  const layoutFile = manifest.data[`../maps/${name}/${name}.layout.json`]?.file;
  if (svgFile === undefined || layoutFile === undefined) return fail('no_drawing', `The map “${name}” has no drawing: the judge can list the units, but not draw them.`);
  const [svg, layoutText] = await Promise.all([get(assets, svgFile).then((r) => r?.text()), get(assets, layoutFile).then((r) => r?.text())]);
  const drawing = svg === undefined ? null : innerSvg(svg);
  if (drawing === null || layoutText === undefined) return fail('no_drawing', `The drawing of the map “${name}” could not be read just now; try again later.`);
  return ok({ layout: parseLayout(JSON.parse(layoutText)), drawing });
}

async function get(assets: Assets, path: string): Promise<Response | undefined> {
  const res = await assets.fetch(new Request(`${ORIGIN}${path}`));
  return res.ok ? res : undefined;
}
