/**
 * The OpenAPI theme's ApiTabs (docusaurus-theme-openapi-docs 5.2, the response status codes of an
 * operation), `lazy` unless told otherwise: only the chosen status code's panel is rendered. The
 * other panels (every error status repeats the ErrorCode schema and its examples) were 80 % of an
 * operation page's elements, all hidden, all hydrated. The status codes stay one click away.
 * No remount after hydration and named scroll arrows: patches/docusaurus-theme-openapi-docs+5.2.0.patch.
 */
import React from 'react';
import ApiTabs from '@theme-original/ApiTabs';

type Props = { lazy?: boolean } & Record<string, unknown>;

export default function ApiTabsWrapper(props: Props): React.ReactElement {
  return <ApiTabs lazy {...props} />;
}
