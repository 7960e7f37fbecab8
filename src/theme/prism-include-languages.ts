/**
 * theme-classic's prism-include-languages, which registers `prism.additionalLanguages` at start-up
 * on every page, replaced: the grammars load when first needed (src/lib/prismLanguages). Called by
 * theme-classic's client module on the server and in the stock comparison build only: the browser
 * bundle replaces that module, which imports Prism (src/plugins/prism-on-demand).
 */
import type { Prism } from 'prism-react-renderer';
import { includePrismLanguages } from '@site/src/lib/prismLanguages';

export default function prismIncludeLanguages(prism: typeof Prism): void {
  includePrismLanguages(prism);
}
