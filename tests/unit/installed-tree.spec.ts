/**
 * The installed dependencies are the ones the lockfile names (issue 32, item 6): every package
 * folder under node_modules, at any depth and wherever an install script may have put it, is a key
 * of package-lock.json's `packages`, at the version the lockfile gives. A dependency's install
 * script that runs `npm install` inside its own folders (postman-code-generators 2.1.1 did, in 35
 * folders: seven copies of lodash and three of postman-collection that no lockfile names) fails
 * this test. Such a script is denied in package.json's `allowScripts` (npm 11.19 or newer skips a
 * denied package's scripts; an older npm runs them, and this test says so).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';

const root = process.cwd();
type LockEntry = { version?: string; link?: boolean };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Every package folder on disk under `node_modules`: its path from the project root, `/`-separated. */
function installedPackages(): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const visit = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
      const path = join(dir, entry.name);
      if (entry.name === 'node_modules') {
        visitModules(path);
      } else if (!entry.isSymbolicLink()) {
        visit(path);
      }
    }
  };
  const addPackage = (path: string): void => {
    const manifest = join(path, 'package.json');
    if (!existsSync(manifest)) return;
    const key = relative(root, path).split(sep).join('/');
    found.set(key, (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version);
    // Inside a package: its own node_modules, and any folder an install script may have filled.
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory() && !lock.packages[key]?.link) visit(path);
  };
  const visitModules = (modules: string): void => {
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      // .bin (links), .cache (the bundler's), .package-lock.json: npm's and tools' own files.
      if (entry.name.startsWith('.')) continue;
      const path = join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of readdirSync(path)) addPackage(join(path, scoped));
      } else {
        addPackage(path);
      }
    }
  };
  visitModules(join(root, 'node_modules'));
  return found;
}

test('every installed package is one the lockfile names, at its version', () => {
  test.skip(!existsSync(join(root, 'node_modules')), 'no node_modules: run npm install first');
  test.setTimeout(120_000);
  const installed = installedPackages();
  expect(installed.size, 'packages found on disk').toBeGreaterThan(100);
  const unnamed = [...installed.keys()].filter((path) => !(path in lock.packages));
  expect(
    unnamed,
    'installed but not in package-lock.json (an install script ran npm install? npm 11.19+ honours allowScripts denials)',
  ).toEqual([]);
  const otherVersion = [...installed]
    .filter(([path, version]) => lock.packages[path]?.version && lock.packages[path]!.version !== version)
    .map(([path, version]) => `${path}: ${version} on disk, ${lock.packages[path]!.version} in the lockfile`);
  expect(otherVersion, 'installed at another version than the lockfile names').toEqual([]);
});
