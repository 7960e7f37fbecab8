/**
 * Step "circular variants": keeps one odd schema from stopping the whole build. A named step over
 * the generated pages, not a change of the plugin's input: where a reference is circular depends
 * on the page (the schema being expanded), which only the plugin's expansion knows; the spec has
 * no circular string to change. The props are read and written as JSON (located by the plugin's
 * one-prop-per-line layout), not edited as text. A wrapper of the theme's Schema could do the same
 * at render time, on every render of every page; here it runs once, on the few pages that need it.
 *
 * docusaurus-plugin-openapi-docs (5.x) resolves every $ref before writing a page; a reference back
 * to a schema that is being expanded (a discriminator's variants that extend their parent with
 * allOf, a tree) is written as the string "circular(Name)" ("circular()" without a title). The
 * theme handles that string where a property's or an array item's schema is, but not as a variant
 * of a oneOf or anyOf, nor as the schema a discriminator's mapping names: the server-side render
 * then reads properties of a string and the build fails. There it becomes a small object schema
 * that names the schema it refers to (its own page documents it).
 */

import { editPages } from './context.mjs';

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
 * The step: every page's circular variants replaced (a spec without any, like ours, changes nothing).
 * @param {import('./context.mjs').VersionContext} ctx
 */
export function circularVariants(ctx) {
  let total = 0;
  editPages(
    ctx,
    () => true,
    (text) => {
      const { text: fixed, replaced } = withoutCircularVariants(text);
      total += replaced;
      return fixed;
    },
  );
  if (total > 0) ctx.log(`${total} circular references in oneOf, anyOf or discriminator mappings shown as links to their schema.`);
}
