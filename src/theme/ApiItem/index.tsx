/**
 * Wraps docusaurus-theme-openapi-docs 5.2 ApiItem (the layout of every API page) so that its
 * re-render after hydration skips the page's content.
 *
 * ApiItem builds its Redux store during render, one way on the server and another once
 * `useIsBrowser()` turns true, so right after hydration it renders again, and with it the whole
 * MDX content (every schema, parameter and description), in one blocking task. The content does
 * not depend on that flag: the wrapper hands ApiItem a memoised copy of the content component
 * (same front matter, metadata and table of contents), so React skips it on that re-render. The
 * parts that read the store (tabs, explorer) still update through their own subscriptions.
 */
import React, { memo, type ComponentType, type ReactElement } from 'react';
import Original from '@theme-original/ApiItem';

type Content = ComponentType & Record<string, unknown>;
type Props = { content: Content } & Record<string, unknown>;

const memoised = new WeakMap<Content, Content>();

/** The content component, memoised (it takes no props), with the statics ApiItem and DocProvider read. */
function memoContent(content: Content): Content {
  let copy = memoised.get(content);
  if (!copy) {
    copy = Object.assign(memo(content), content) as unknown as Content;
    memoised.set(content, copy);
  }
  return copy;
}

export default function ApiItem(props: Props): ReactElement {
  return <Original {...props} content={memoContent(props.content)} />;
}
