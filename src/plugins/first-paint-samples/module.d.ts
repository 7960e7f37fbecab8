/**
 * `@first-paint-samples`: the operation pages' code samples by route in the server bundle, an
 * empty object in the browser's (./index.ts resolves it per bundle).
 */
declare module '@first-paint-samples' {
  const samples: Record<string, import('../../components/ApiExplorerPlaceholder/samplesData').FirstPaintSamples>;
  export default samples;
}
