/** What Vite's `build.manifest` says of one emitted chunk, keyed by the source it came from. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The code-split part of a route file: `src/routes/_app/projects.tsx?tsr-split=component`. */
const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=/;

/** A route file's URL segments: pathless layouts (`_app`) and `index` add none, `absences_` is `absences`. */
function segmentsOf(routeFile: string): string[] {
  return routeFile
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => segment.replace(/_$/, ''));
}

/** Undefined when a route's segments do not fit a path's, else how many of them are fixed (not parameters). */
function fixedSegmentsMatched(route: string[], path: string[]): number | undefined {
  if (route.length !== path.length) return undefined;
  let fixed = 0;
  for (const [index, segment] of route.entries()) {
    if (segment.startsWith('$')) continue;
    if (segment !== path[index]) return undefined;
    fixed++;
  }
  return fixed;
}

/**
 * The route files that render a page: the leaf and the layouts around it. A flat file `users.$userId`
 * sits inside `users` when that file exists (and not inside `absences` when it is named `absences_.…`);
 * a file in a folder sits inside the folder's own file (`_app/projects` inside `_app`).
 */
function layoutsOf(leaf: string, routeFiles: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const folders = leaf.split('/');
  const name = folders.pop() as string;
  for (let depth = 1; depth <= folders.length; depth++) files.push(folders.slice(0, depth).join('/'));
  const folder = folders.length > 0 ? `${folders.join('/')}/` : '';
  const parts = name.split('.');
  for (let length = 1; length < parts.length; length++) files.push(folder + parts.slice(0, length).join('.'));
  return files.filter((file) => routeFiles.has(file));
}

/**
 * For a request path, the files its route's code needs beyond what index.html already loads: the
 * split chunks of the matching route file and its layouts, their imports, and their stylesheets. A
 * fixed segment beats a parameter (`/users/year-end` is not `/users/$userId`); an unknown path gets none.
 */
export function routePreloads(manifest: Manifest): (path: string) => { scripts: string[]; styles: string[] } {
  const chunksOf = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const routeFile = SPLIT_ROUTE.exec(key)?.[1];
    if (routeFile) chunksOf.set(routeFile, [...(chunksOf.get(routeFile) ?? []), key]);
  }
  const routeFiles = new Set(chunksOf.keys());
  const loadedByIndex = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByIndex);

  return (path) => {
    const pathSegments = path.split('/').filter(Boolean);
    let leaf: string | undefined;
    let best = -1;
    for (const file of routeFiles) {
      // A pathless layout (`_app`) wraps pages but is none.
      if (/(^|[/.])_[^/.]*$/.test(file)) continue;
      const fixed = fixedSegmentsMatched(segmentsOf(file), pathSegments);
      if (fixed !== undefined && fixed > best) [leaf, best] = [file, fixed];
    }
    if (!leaf) return { scripts: [], styles: [] };
    const needed = new Set<string>();
    for (const file of [...layoutsOf(leaf, routeFiles), leaf]) {
      for (const key of chunksOf.get(file) ?? []) closure(key, needed);
    }
    const chunks = [...needed]
      .filter((key) => !loadedByIndex.has(key))
      .map((key) => manifest[key] as ManifestChunk);
    return {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    };
  };
}

/** index.html with preload hints for `preloads` added at the end of its head. */
export function withPreloadHints(html: string, preloads: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
}
