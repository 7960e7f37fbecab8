/**
 * The modules ./index.ts resolves per bundle: `@first-paint-samples` (server:
 * src/components/ApiExplorerPlaceholder/serverSamples.tsx; browser: ./clientStub.ts, the same
 * functions) and, in the server bundle only, `@first-paint-samples/data` (the samples by route).
 */
declare module '@first-paint-samples' {
  export * from '@site/src/components/ApiExplorerPlaceholder/serverSamples';
}

declare module '@first-paint-samples/data' {
  const samples: Record<string, import('@site/src/components/ApiExplorerPlaceholder/samplesData').FirstPaintSamples>;
  export default samples;
}
