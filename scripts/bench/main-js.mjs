#!/usr/bin/env node
/**
 * What is in main.js, and why: reads the report Rsdoctor (Rspack's bundle analyzer) writes into a
 * build made with RSDOCTOR=1 (src/plugins/rsdoctor) and prints the modules of the entry chunk,
 * grouped by package (or by folder of our own code), largest first, with the import that brought
 * each group in. A benchmark aid: it prints, it asserts nothing.
 *
 * Usage: RSDOCTOR=1 npx docusaurus build --out-dir build-rsdoctor
 *        node scripts/bench/main-js.mjs build-rsdoctor [--top 30] [--chunk <asset name part>]
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

/** One shard of Rsdoctor's report: base64 of deflated JSON. */
const readShard = (file) => JSON.parse(inflateSync(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toString('utf8'));

/** The group a module counts in: its package in node_modules, else its folder under the site. */
export function groupOf(path, root) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
    path.split('node_modules/').length > 2 ? path.slice(path.lastIndexOf('node_modules/')) : path,
  );
  if (inPackage) return inPackage[1];
  const relative = path.startsWith(root) ? path.slice(root.length + 1) : path;
  return relative.split('/').slice(0, 3).join('/');
}

/**
 * The modules of the chunks behind one asset (default: main.js), grouped and sorted.
 * @returns {{ asset: string, total: { parsed: number, gzip: number }, groups: { name: string, parsed: number, gzip: number, modules: number, via: string }[] }}
 */
export function entryContents(dir, assetPart = 'assets/js/main.') {
  const report = `${dir}/.rsdoctor`;
  const manifest = JSON.parse(readFileSync(`${report}/manifest.json`, 'utf8'));
  const root = manifest.data.root;
  const shard = (name) => readShard(manifest.data[name][0].replace(/^.*\/\.rsdoctor\//, `${report}/`));
  const chunkGraph = shard('chunkGraph');
  const moduleGraph = shard('moduleGraph');
  const asset = chunkGraph.assets.find((item) => item.path.includes(assetPart));
  if (!asset) throw new Error(`no asset matching "${assetPart}" in ${report}`);
  const chunkIds = new Set(asset.chunks);
  const moduleIds = new Set(chunkGraph.chunks.filter((chunk) => chunkIds.has(chunk.id)).flatMap((chunk) => chunk.modules));
  const byId = new Map(moduleGraph.modules.map((module) => [module.id, module]));
  const groups = new Map();
  for (const module of moduleGraph.modules) {
    if (!moduleIds.has(module.id) || !module.path) continue;
    if (module.kind === 1) continue; // a concatenation: its parts are counted
    const name = groupOf(module.path, root);
    const group = groups.get(name) ?? { name, parsed: 0, gzip: 0, modules: 0, via: '' };
    group.parsed += module.size?.parsedSize ?? 0;
    group.gzip += module.size?.gzipSize ?? 0;
    group.modules += 1;
    if (!group.via) {
      // An importer from outside the group, in this chunk if one is (the one that put it here).
      const importers = (module.imported ?? [])
        .map((id) => byId.get(id))
        .filter((item) => item?.path && item.kind !== 1 && groupOf(item.path, root) !== name);
      const importer = importers.find((item) => moduleIds.has(item.id)) ?? importers[0];
      if (importer) group.via = importer.path.replace(`${root}/`, '').replace(/^.*node_modules\//, '');
    }
    groups.set(name, group);
  }
  const sorted = [...groups.values()].sort((a, b) => b.parsed - a.parsed);
  return {
    asset: asset.path,
    size: { raw: asset.size, gzip: asset.gzipSize },
    total: sorted.reduce((sum, group) => ({ parsed: sum.parsed + group.parsed, gzip: sum.gzip + group.gzip }), {
      parsed: 0,
      gzip: 0,
    }),
    groups: sorted,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const dir =
    args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1]?.startsWith('--') !== true) ?? 'build-rsdoctor';
  const contents = entryContents(dir, option('chunk', 'assets/js/main.'));
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `${contents.asset}: ${kib(contents.size.raw)} raw, ${kib(contents.size.gzip)} gzip (modules minified, gzip of each alone: ${kib(contents.total.parsed)} / ${kib(contents.total.gzip)})\n`,
  );
  console.log('| package or folder | minified | gzip (alone) | modules | imported by (one of) |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const group of contents.groups.slice(0, Number(option('top', '30')))) {
    console.log(`| ${group.name} | ${kib(group.parsed)} | ${kib(group.gzip)} | ${group.modules} | ${group.via} |`);
  }
}
