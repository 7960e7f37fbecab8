#!/usr/bin/env node
/**
 * search-scale — a benchmark site with N times this one's search content (issue 28, ask 3), for
 * scripts/bench/bench-search.mjs --scale: the build's records, plus N-1 generated copies of each page
 * whose text is distinct (not copies, which the index would merge): with a fixed seed, every text
 * block's words are recombined (shuffled within the block) and about one word in six is replaced by
 * a new word made from it (a suffix drawn per copy), so the vocabulary grows with the site as a real
 * provider's docs do. Copies live under /scale-<k>/ routes and keep the facets, so they compete for
 * every query. The generated build is the real build hard-linked, with its search files replaced.
 * Usage: node scripts/bench/search-scale.mjs [--factor 10] [--dir build] [--out build-scale-10]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seededRandom } from '../../tests/search-eval/noise.mjs';
import { searchEngineFile, searchIndexFile, searchPartsDir } from '../../config/searchIndex.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

const syllables = ['ar', 'en', 'ox', 'il', 'um', 'et', 'ra', 'no', 'ka', 'vi', 'do', 'se', 'lu', 'mo', 'ti', 'ba'];

/** The records and N-1 distinct generated copies of them. */
export function scaleRecords(records, factor, seed = 10) {
  const random = seededRandom(seed);
  const out = [...records];
  for (let copy = 1; copy < factor; copy += 1) {
    const suffix = () => syllables[Math.floor(random() * syllables.length)] + syllables[Math.floor(random() * syllables.length)];
    const perturb = (text) => {
      if (!text) return text;
      const words = text.split(/\s+/);
      for (let at = words.length - 1; at > 0; at -= 1) {
        const other = Math.floor(random() * (at + 1));
        [words[at], words[other]] = [words[other], words[at]];
      }
      return words.map((word) => (/^[a-z]{4,}$/i.test(word) && random() < 1 / 6 ? `${word}${suffix()}` : word)).join(' ');
    };
    const titles = new Map();
    const title = (text) => {
      if (!text) return text;
      if (!titles.has(text)) titles.set(text, perturb(text));
      return titles.get(text);
    };
    for (const record of records) {
      const hierarchy = { ...record.hierarchy };
      for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']) hierarchy[level] = title(hierarchy[level]);
      out.push({
        ...record,
        objectID: `scale-${copy}-${record.objectID}`,
        url: `/scale-${copy}${record.url === '/' ? '' : record.url}`,
        content: perturb(record.content),
        ...(record.names && { names: record.names.map((name) => `${name}${copy}`) }),
        hierarchy,
      });
    }
  }
  return out;
}

/** A copy of the build (hard links) whose search files index `factor` times the content. */
export function scaledBuild(buildDir, factor, outDir) {
  const jiti = require('jiti')(fileURLToPath(import.meta.url));
  const { buildIndex } = jiti(join(root, 'src/search/engine.ts'));
  const { splitIndex, manifestFile } = jiti(join(root, 'src/search/shards.ts'));
  rmSync(outDir, { recursive: true, force: true });
  execFileSync('cp', ['-al', buildDir, outDir]);
  for (const file of [searchIndexFile, searchEngineFile]) rmSync(join(outDir, file), { force: true });
  rmSync(join(outDir, searchPartsDir), { recursive: true, force: true });
  const records = scaleRecords(JSON.parse(readFileSync(join(buildDir, searchIndexFile), 'utf8')), factor);
  const index = buildIndex(records);
  writeFileSync(join(outDir, searchIndexFile), JSON.stringify(records));
  writeFileSync(join(outDir, searchEngineFile), JSON.stringify(index));
  const { manifest, parts } = splitIndex(index);
  mkdirSync(join(outDir, searchPartsDir));
  writeFileSync(join(outDir, searchPartsDir, manifestFile), JSON.stringify(manifest));
  for (const [name, part] of parts) writeFileSync(join(outDir, searchPartsDir, name), JSON.stringify(part));
  return { records: records.length, sections: index.docs.length, parts: parts.size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  const factor = Number(option('factor', '10'));
  const buildDir = resolve(root, option('dir', 'build'));
  if (!existsSync(join(buildDir, searchIndexFile))) {
    console.error(`search-scale: ${join(buildDir, searchIndexFile)} is missing. Run "npm run build" first.`);
    process.exit(1);
  }
  const outDir = resolve(root, option('out', `build-scale-${factor}`));
  const made = scaledBuild(buildDir, factor, outDir);
  console.log(`search-scale: ${outDir}: ${made.records} records, ${made.sections} sections, ${made.parts} parts`);
}
