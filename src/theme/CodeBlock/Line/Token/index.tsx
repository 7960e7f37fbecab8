/**
 * A token of a highlighted code line: unstyled text as a plain text node.
 *
 * Prism wraps every run of text it does not colour (spaces, names, the empty end of a line) in
 * `<span class="token plain">` with no style of its own; the line's colour applies to it anyway.
 * On /js those spans were 1,251 of the page's 6,781 elements (375 of them empty), each parsed,
 * styled and laid out on a phone for nothing. Coloured tokens, and the empty line's inline-block
 * spacer (it has a style), render as upstream does.
 */
import React from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TokenType>;

export default function TokenWrapper(props: Props): React.ReactNode {
  if (props.className === 'token plain' && !props.style) return props.children || null;
  return <Token {...props} />;
}
