/**
 * Replaces docusaurus-theme-openapi-docs 5.2 `theme/Markdown` (ejected, not wrapped): the
 * component the API reference uses for every schema property, parameter, enum and response
 * description.
 *
 * Why it had to change: the original renders each description through react-markdown with
 * remark-gfm and rehype-raw (micromark, mdast, hast, then parse5 re-parsing the result). On
 * /api/capture-payment that pipeline was a 358 KB chunk and most of a 900 ms hydration task
 * under 4x CPU throttling, the largest share of the page's Total Blocking Time. markdown-to-jsx
 * parses the same GFM markdown (tables, lists, code, links, inline HTML) straight to React
 * elements, in one pass.
 *
 * Kept from the original: no wrapper element (block content stays at the caller's level),
 * fenced code with a language renders as the site's CodeBlock, `pre` becomes a `div` (so the
 * CodeBlock is not nested inside a second `pre`), inline code stays `code`, and the `:::type[title]`
 * admonition syntax renders as the site's Admonition.
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
