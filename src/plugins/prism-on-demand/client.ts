/**
 * In the browser bundle, in place of theme-classic's prism-include-languages client module
 * (src/plugins/prism-on-demand): Prism, the code-block renderer and the extra languages load at
 * the reader's first interaction, or earlier when a code block or the API explorer needs them.
 */
import { loadPrismOnIntent } from '@site/src/lib/prismLanguages';

loadPrismOnIntent();
