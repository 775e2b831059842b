import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The project's modules as a graph of their relative imports, and the rings in it (test/cli/import-rings.test.ts).
 * An edge is `runtime` when the import is loaded when the module runs: every `import` and
 * `export … from` except `import type` and `export type`. Under verbatimModuleSyntax an
 * `import { type A } from` is kept as `import {} from`, so it loads the module: it is a
 * runtime edge too. `import('…')` written in a type, and `import type`, are type edges.
 */

export interface Edge {
  readonly to: string;
  readonly runtime: boolean;
}

const SOURCE = /\.tsx?$/;

/** Every TypeScript file under these folders (relative to `root`), node_modules and generated maps left out. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, path));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out.sort();
}

/** The file a relative specifier names ('./a.js', './a', '../b/index'), or null when it is not one of ours. */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(root, dirname(from), specifier);
  const stem = base.replace(/\.(m?js|tsx?)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), `${stem}.d.ts`]) {
    if (existsSync(candidate)) return relative(root, candidate);
  }
  return null;
}

/** The imports of one file, each with whether it loads the module at run time. */
export function importsOf(root: string, file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, runtime: boolean): void => {
    if (specifier === undefined || !ts.isStringLiteral(specifier)) return;
    const to = resolveSpecifier(root, file, specifier.text);
    if (to !== null) edges.push({ to, runtime });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly !== true);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, !node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The graph of these files: each file's imports among ours, only the runtime ones unless `types`. */
export function importGraph(root: string, files: readonly string[], types: boolean): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const to = new Set(importsOf(root, file).filter((e) => types || e.runtime).map((e) => e.to));
    graph.set(file, to);
  }
  return graph;
}

/**
 * The rings of a graph: its strongly connected components of more than one module (or one
 * importing itself), each as one cycle through it, written a → b → … → a. Tarjan's algorithm.
 */
export function rings(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return components.map((c) => cycleIn(graph, new Set(c)));
}

/** One cycle through a strongly connected component, from its first module (by name) back to it. */
function cycleIn(graph: ReadonlyMap<string, ReadonlySet<string>>, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  // Breadth-first from start's successors back to start, inside the component: the shortest ring.
  const parent = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of [...(graph.get(v) ?? [])].sort()) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(parent.get(path[0]!)!);
        return [...path, start];
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
