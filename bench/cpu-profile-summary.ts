// Self and inclusive time of a .cpuprofile by package and by function (issue 37): which library or which of our
// modules the process spends its time in. Run: npx tsx bench/cpu-profile-summary.ts file.cpuprofile [top]
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a frame belongs to: a dependency by its name, our code by its folder, V8's own entries as they are. */
export function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native/builtin)';
  if (url.startsWith('node:')) return url.startsWith('node:internal/deps/undici') ? 'undici (bench client)' : 'node internals';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  const ours = /\/(apps\/api\/src\/(?:modules\/[^/]+|[^/]+)|packages\/[^/]+|bench)\//.exec(url);
  return ours ? ours[1]! : url;
}

function summarise(file: string, top: number) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/')}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'} ${where}`.trim();
  };
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  const selfPkg = new Map<string, number>();
  const totalPkg = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  let all = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    all += us;
    const leaf = byId.get(id)!;
    add(selfFn, label(leaf), us);
    add(selfPkg, packageOf(leaf.callFrame.url, leaf.callFrame.functionName), us);
    const seenFn = new Set<string>();
    const seenPkg = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      seenFn.add(label(node));
      seenPkg.add(packageOf(node.callFrame.url, node.callFrame.functionName));
    }
    for (const key of seenFn) add(totalFn, key, us);
    for (const key of seenPkg) add(totalPkg, key, us);
  });
  const pct = (us: number) => `${((us / all) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${file}: ${(all / 1e6).toFixed(1)} s sampled`);
  console.log('\nby package: self, inclusive');
  for (const [key, us] of [...selfPkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${pct(totalPkg.get(key) ?? 0)}  ${key}`);
  console.log('\nby package, inclusive only (callers of the rest)');
  for (const [key, us] of [...totalPkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${key}`);
  console.log('\nby function, self');
  for (const [key, us] of [...selfFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${key}`);
  console.log('\nby function, inclusive');
  for (const [key, us] of [...totalFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${key}`);
}

if (process.argv[2]) summarise(process.argv[2], Number(process.argv[3] ?? 30));
