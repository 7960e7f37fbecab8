/**
 * Code tabs for a server call: one TabItem per language of config/codeLanguages.ts, all tab
 * groups on the site switch together and the reader's choice is remembered.
 *
 *   <ServerCodeTabs>
 *     <TabItem value="curl">```bash ...```</TabItem>
 *     <TabItem value="nodejs">```js ...```</TabItem>
 *   </ServerCodeTabs>
 */
import React, { type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import { serverLanguages, serverTabsGroupId } from '@site/config/codeLanguages';

type Props = { children: ReactNode };

export default function ServerCodeTabs({ children }: Props): React.ReactElement {
  const given = new Set(
    React.Children.toArray(children).flatMap((child) =>
      React.isValidElement<{ value?: string }>(child) && child.props.value ? [child.props.value] : [],
    ),
  );
  const values = serverLanguages.filter((language) => given.has(language.value));
  return (
    <Tabs groupId={serverTabsGroupId} values={values.map(({ value, label }) => ({ value, label }))}>
      {children}
    </Tabs>
  );
}
