/**
 * Step "linear props": the JSON props of the generated pages written so that MDX parses them in
 * linear time (withLinearProps below says how and why). A named step over the generated pages:
 * it changes how the plugin writes a prop in MDX syntax, which neither the plugin's input nor a
 * theme component reaches (the cost is in compiling the page).
 */
import { editPages } from './context.mjs';

/**
 * A generated .mdx page whose JSON props MDX parses in linear time.
 *
 * The plugin writes each schema prop as one line, `  body={<JSON>}` (100-200 KB on a large
 * operation). MDX's expression parser (micromark-factory-mdx-expression 2.0.3) does not count
 * braces when it has acorn: at every `}` inside an expression it hands everything since the `{`
 * to acorn, and before that runs a line-comment regular expression over it
 * (micromark-util-events-to-acorn 2.0.3, `empty()`). Both are quadratic in the prop's length:
 * 10.6 s to compile one 168 KB page of a 250-schema spec, 1.2 s for our largest operation page.
 *
 * Written as `body={JSON.parse("<the same JSON as a string>")}` with every brace inside the string
 * escaped (`\u007b`, `\u007d`), the expression has one `}`, its last: 52 ms and 50 ms. The value
 * the component receives is the same (tests/unit/api-pages.spec.ts compiles and renders both).
 * Run last: the other steps read the props as JSON.
 */
export function withLinearProps(text) {
  // Line by line, not with the `m` flag: a description may hold U+2028, which ends a line for `$`.
  const prop = /^(\s*[A-Za-z]+=\{)([[{][\s\S]*)\}$/;
  return text
    .split('\n')
    .map((line) => {
      const match = prop.exec(line);
      if (!match) return line;
      try {
        JSON.parse(match[2]);
      } catch {
        return line;
      }
      const literal = JSON.stringify(match[2]).replace(
        /[{}\u2028\u2029]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      return `${match[1]}JSON.parse(${literal})}`;
    })
    .join('\n');
}

/**
 * The step, over every page.
 * @param {import('./context.mjs').VersionContext} ctx
 */
export function linearProps(ctx) {
  editPages(ctx, () => true, withLinearProps);
}
