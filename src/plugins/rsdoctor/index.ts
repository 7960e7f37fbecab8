/**
 * rsdoctor (only with RSDOCTOR=1): Rspack's own bundle analyzer on the client build. It writes
 * <out-dir>/.rsdoctor/ (every chunk, its modules and the import that brought each one in); read it
 * with `npx rsdoctor analyze --profile <out-dir>/.rsdoctor/manifest.json` or summarise main.js with
 * `node scripts/bench/main-js.mjs <out-dir>`. See scripts/BENCHMARKS.md, "Site weight and Lighthouse".
 */
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function rsdoctorPlugin(): Plugin {
  return {
    name: 'rsdoctor',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Loaded only when asked for: a devDependency, and it slows the build down.
      const { RsdoctorRspackPlugin } = require('@rsdoctor/rspack-plugin') as typeof import('@rsdoctor/rspack-plugin');
      return {
        plugins: [new RsdoctorRspackPlugin({ disableClientServer: true, features: ['bundle'] })],
      };
    },
  };
}
