/**
 * `@first-paint-samples` in the browser bundle (src/plugins/first-paint-samples): no samples. The
 * browser keeps the server's markup of them, so the page's JavaScript does not carry them.
 */
import type { FirstPaintSamples } from '../../components/ApiExplorerPlaceholder/samplesData';

const samples: Record<string, FirstPaintSamples> = {};
export default samples;
