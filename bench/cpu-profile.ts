import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives, short: a package name or a path in the repository. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1] as string;
  if (path.startsWith('node:')) return path;
  return relative(process.cwd(), path);
}

/** `node --cpu-prof` names a thread's profile CPU.<date>.<time>.<pid>.<thread id>.<n>; thread 0 is the main one. */
function threadOf(file: string): string {
  const threadId = file.split('.')[4];
  return threadId === '0' ? 'main thread' : `worker thread ${threadId}`;
}

/**
 * The functions with the most self time in the `.cpuprofile` files `node --cpu-prof` wrote to `dir`
 * (each sample's time goes to the function on top of the stack), the share per place (package or
 * file) and per thread (PGlite has one of its own, tsx's module loader another), so that a run's hot path can be read at a glance.
 */
export function summariseCpuProfiles(dir: string, top = 15) {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const byThread = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const thread = threadOf(file);
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      const micros = profile.timeDeltas[index] ?? 0;
      if (!frame || frame.functionName === '(idle)') return;
      const place = placeOf(frame.url);
      const name = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
      byThread.set(thread, (byThread.get(thread) ?? 0) + micros);
      total += micros;
    });
  }
  const share = (micros: number) => `${((micros / total) * 100).toFixed(1)} %`;
  const ranked = (map: Map<string, number>, label: string) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        [label]: name,
        'self ms': Math.round(micros / 1000),
        share: share(micros),
      }));
  return {
    busyMs: Math.round(total / 1000),
    functions: ranked(byFunction, 'function'),
    places: ranked(byPlace, 'place'),
    threads: ranked(byThread, 'thread'),
  };
}
