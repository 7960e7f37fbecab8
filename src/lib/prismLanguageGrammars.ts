/**
 * The grammars of the extra Prism languages: a chunk of their own, loaded by src/lib/prismLanguages.
 * Prism's language components extend the Prism on `globalThis`, so prism-react-renderer's own Prism
 * is put there while they run (as theme-classic's prism-include-languages does).
 */
import type { Prism as PrismObject } from 'prism-react-renderer';

export function registerGrammars(prism: typeof PrismObject, languages: readonly string[]): void {
  const scope = globalThis as { Prism?: unknown };
  const before = scope.Prism;
  scope.Prism = prism;
  try {
    for (const language of languages) {
      // theme-classic's ContextReplacementPlugin narrows this folder to the configured languages.
      /* eslint-disable @typescript-eslint/no-require-imports */
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
      /* eslint-enable @typescript-eslint/no-require-imports */
    }
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
