/**
 * The code colours of the build-time samples (./FirstPaintSamples) in the colour mode the server
 * did not render. The server highlights with the default mode's Prism theme, as inline styles on
 * each token; the site's code blocks re-render in the reader's mode (src/theme/CodeBlock/Content),
 * but React never renders the samples' markup in the browser. So in the other mode their inline
 * colours are dropped and the code shows as plain text in that mode's text colour, on the page's
 * surface, until the explorer takes their place with its own highlighted samples. (Inline styles
 * cannot be overridden from a stylesheet without !important, which the site does not use.)
 */

/** Elements of a code block whose inline style carries the server's theme colours. */
const themed = '.theme-code-block, pre, .token-line, .token';

/** Drops the server theme's colours from the code blocks in `container`. */
export function dropServerCodeColours(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>(themed)) element.removeAttribute('style');
}
