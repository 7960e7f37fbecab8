/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0 theme/Markdown (every description in the API
 * reference); a wrapper cannot change the parser and a patch would replace the whole file.
 * Changed: the original renders each description through react-markdown with remark-gfm and
 * rehype-raw (micromark, mdast, hast, then parse5 re-parsing the result). This one uses
 * markdown-to-jsx, which parses the same GFM markdown (tables, lists, code, links, inline HTML)
 * straight to React elements, in one pass.
 * Why: on /api/capture-payment that pipeline was a 358 KB chunk and most of a 900 ms hydration
 * task under 4x CPU throttling, the largest share of the page's Total Blocking Time.
 * Kept: no wrapper element, fenced code with a language as the site's CodeBlock, `pre` as a `div`
 * (no CodeBlock inside a second `pre`), inline `code`, `:::type[title]` as the site's Admonition.
 * Upstream (no issue found; to send to PaloAltoNetworks/docusaurus-openapi-docs): "theme/Markdown
 * costs a 358 KB chunk (react-markdown + remark-gfm + rehype-raw + parse5) and most of the
 * hydration time of an operation page with many described fields; a single-pass parser such as
 * markdown-to-jsx renders the same GFM and inline HTML at a fraction of the size."
 * Delete when: the installed theme's Markdown no longer uses react-markdown + rehype-raw, or its
 * chunk and the API pages' Total Blocking Time (npm run bench) are no worse without this file.
 */
import React, { Fragment, memo, type ReactNode } from 'react';
import MarkdownToJsx, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import { splitAdmonitions } from '@site/src/lib/markdownAdmonitions';

type CodeProps = { className?: string; children?: ReactNode };

/** Fenced code with a language goes to the site's CodeBlock; anything else stays `code`. */
function Code({ className, children, ...rest }: CodeProps): React.ReactElement {
  const language = /language-([\w-]+)/.exec(className ?? '')?.[1];
  if (language) {
    return (
      <CodeBlock className={className} language={language}>
        {typeof children === 'string' ? children.replace(/\n$/, '') : children}
      </CodeBlock>
    );
  }
  return (
    <code className={className} {...rest}>
      {children}
    </code>
  );
}

const options: MarkdownToJSX.Options = {
  forceBlock: true,
  wrapper: Fragment,
  forceWrapper: true,
  overrides: {
    pre: { component: 'div' },
    code: { component: Code },
  },
};

function Blocks({ text }: { text: string }): React.ReactElement {
  return <MarkdownToJsx options={options}>{text}</MarkdownToJsx>;
}

function Markdown({ children }: { children?: unknown }): React.ReactElement | null {
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  if (text.trim() === '') return null;
  return (
    <>
      {splitAdmonitions(text).map((part, index) =>
        part.kind === 'text' ? (
          <Blocks key={index} text={part.text} />
        ) : (
          <Admonition key={index} type={part.type} title={part.title}>
            <Blocks text={part.text} />
          </Admonition>
        ),
      )}
    </>
  );
}

/** Memoised on the text: a parent that re-renders (a tab choice, the explorer's store) does not re-parse it. */
export default memo(Markdown);
