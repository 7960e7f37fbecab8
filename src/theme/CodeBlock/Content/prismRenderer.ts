/**
 * What the browser needs to highlight code: prism-react-renderer's Prism and theme-classic's
 * code-block renderer (the original CodeBlock/Content, whose `Highlight` tokenises). A chunk of its
 * own in the browser, loaded by src/lib/prismLanguages; the server imports it at once. It lives
 * next to the wrapper (./index.tsx) that renders what it exports. `normalizeTokens` (Prism's tokens
 * as lines) is for code highlighted outside React (src/components/ApiExplorerPlaceholder/islandHighlight).
 */
export { Prism, normalizeTokens } from 'prism-react-renderer';
export { default as Content } from '@theme-original/CodeBlock/Content';
