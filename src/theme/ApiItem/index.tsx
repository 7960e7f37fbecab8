/**
 * Wraps docusaurus-theme-openapi-docs 5.2 ApiItem (the layout of every API page) for two reasons.
 *
 * 1. Its re-render after hydration skips the page's content. ApiItem builds its Redux store during
 *    render, one way on the server and another once `useIsBrowser()` turns true, so right after
 *    hydration it renders again, and with it the whole MDX content (every schema, parameter and
 *    description), in one blocking task. The content does not depend on that flag: the wrapper
 *    hands ApiItem a memoised copy of the content component (same front matter, metadata and table
 *    of contents), so React skips it on that re-render. The parts that read the store (tabs,
 *    explorer) still update through their own subscriptions.
 * 2. The explorer's operation (`api`) and a schema's example (`sample`) are exports of the page's
 *    module, not front matter (scripts/build/api/theme-exports.mjs: front matter is in the module
 *    twice). Docusaurus hands a module's named exports to the page as properties of `content`; the
 *    copy puts them back into the front matter that ApiItem and its layout (through useDoc) read.
 */
import React, { memo, type ComponentType, type ReactElement } from 'react';
import Original from '@theme-original/ApiItem';

type Content = ComponentType & { frontMatter?: Record<string, unknown> } & Record<string, unknown>;
type Props = { content: Content } & Record<string, unknown>;

/** The page module's exports that the theme reads as front matter fields. */
const frontMatterExports = ['api', 'sample'] as const;

const memoised = new WeakMap<Content, Content>();

/** The front matter with the page's exported fields in it. */
function frontMatterOf(content: Content): Record<string, unknown> | undefined {
  const exported = frontMatterExports.filter((key) => content[key] !== undefined);
  if (exported.length === 0) return content.frontMatter;
  return { ...content.frontMatter, ...Object.fromEntries(exported.map((key) => [key, content[key]])) };
}

/** The content component, memoised (it takes no props), with the statics ApiItem and DocProvider read. */
function memoContent(content: Content): Content {
  let copy = memoised.get(content);
  if (!copy) {
    copy = Object.assign(memo(content), content, { frontMatter: frontMatterOf(content) }) as unknown as Content;
    memoised.set(content, copy);
  }
  return copy;
}

export default function ApiItem(props: Props): ReactElement {
  return <Original {...props} content={memoContent(props.content)} />;
}
