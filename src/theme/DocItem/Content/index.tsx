/**
 * Docs page content with a toolbar for AI assistants and readers who want the source: "Copy page"
 * copies the page's Markdown twin (written by src/plugins/llms-txt at <permalink>.md) and "View as
 * Markdown" opens it. API pages (docs instance `api`) keep the content as it is.
 * Every page, API pages included (their layout renders this component too), ends with the
 * "Was this page helpful?" widget.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { CopyIcon, useCopy } from '@site/src/components/CopyValue/useCopy';
import Feedback from '@site/src/components/Feedback';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The Markdown twin's URL of a page: `/a/b` is /a/b.md, `/` is /index.md. */
function markdownUrlOf(permalink: string): string {
  const path = permalink.replace(/\/$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

function MarkdownActions({ permalink }: { permalink: string }): React.ReactElement {
  const url = markdownUrlOf(permalink);
  const { state, copy } = useCopy(async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => void copy()} data-state={state}>
        <CopyIcon copied={state === 'copied'} />
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.action} href={url}>
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied'
          ? 'Page copied as Markdown'
          : state === 'failed'
            ? 'Copying failed: open "View as Markdown" instead'
            : ''}
      </span>
    </div>
  );
}

export default function ContentWrapper(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  const isApi = metadata.permalink === '/api' || metadata.permalink.startsWith('/api/');
  return (
    <>
      {!isApi && <MarkdownActions permalink={metadata.permalink} />}
      <Content {...props} />
      <Feedback page={metadata.permalink} />
    </>
  );
}
