/** Shared by the CodeBlock and ApiCodeBlock wrappers: a sample's text, when it is plain text. */
import { Children, isValidElement, type ReactNode } from 'react';

/** The sample's source when `children` is a string or strings; `undefined` for React elements. */
export function sampleText(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  const parts = Children.toArray(children);
  if (parts.length === 0 || parts.some((part) => isValidElement(part) || typeof part !== 'string')) return undefined;
  return parts.join('');
}
