/**
 * Repairs of the generated API pages that keep one odd schema from stopping the whole build.
 *
 * docusaurus-plugin-openapi-docs (5.x) resolves every $ref before writing a page; a reference back
 * to a schema that is being expanded (a discriminator's variants that extend their parent with
 * allOf, a tree) is written as the string "circular(Name)" ("circular()" without a title). The
 * theme handles that string where a property's or an array item's schema is, but not as a variant
 * of a oneOf or anyOf, nor as the schema a discriminator's mapping names: the server-side render
 * then reads properties of a string and the build fails. There it becomes a small object schema
 * that names the schema it refers to (its own page documents it).
 */

const circularPattern = /^circular\((.*)\)$/;

/** The object schema shown in place of a circular reference. */
export function circularPlaceholder(reference) {
  const name = circularPattern.exec(reference)?.[1] ?? '';
  return {
    type: 'object',
    title: name || 'circular reference',
    description: name
      ? `The ${name} schema again (a circular reference): see its own schema page.`
      : 'A circular reference to a schema that encloses this one.',
  };
}

const isCircular = (value) => typeof value === 'string' && circularPattern.test(value);

/**
 * The schema tree with every circular reference in a oneOf or anyOf, or in a discriminator's
 * mapping, replaced by a placeholder object. Returns the new value and the number replaced.
 */
export function fixCircularVariants(value) {
  let replaced = 0;
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out = {};
    for (const [key, child] of Object.entries(node)) {
      if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(child)) {
        out[key] = child.map((variant) => {
          if (!isCircular(variant)) return walk(variant);
          replaced += 1;
          return circularPlaceholder(variant);
        });
      } else if (
        key === 'discriminator' &&
        child &&
        typeof child === 'object' &&
        child.mapping &&
        typeof child.mapping === 'object'
      ) {
        const mapping = {};
        for (const [name, target] of Object.entries(child.mapping)) {
          if (isCircular(target)) {
            replaced += 1;
            mapping[name] = circularPlaceholder(target);
          } else mapping[name] = walk(target);
        }
        out[key] = { ...walk(child), mapping };
      } else out[key] = walk(child);
    }
    return out;
  };
  return { value: walk(value), replaced };
}

/**
 * A generated .mdx page with the circular references of its JSX props fixed: the plugin writes
 * each schema prop as `  name={<JSON>}` on one line.
 */
export function withoutCircularVariants(text) {
  if (!text.includes('"circular(')) return { text, replaced: 0 };
  let replaced = 0;
  const fixed = text.replace(/^(\s*[A-Za-z]+=\{)(.*"circular\(.*)\}$/gm, (line, start, json) => {
    let parsed;
    try {
      parsed = JSON.parse(json);
    } catch {
      return line;
    }
    const result = fixCircularVariants(parsed);
    if (result.replaced === 0) return line;
    replaced += result.replaced;
    return `${start}${JSON.stringify(result.value)}}`;
  });
  return { text: fixed, replaced };
}

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
 * Run last: the other repairs read the props as JSON.
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
