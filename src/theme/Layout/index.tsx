/** Layout wrapper: every page (docs, API reference, pages, 404) gets the head links for AI assistants. */
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownTwinLinks from '@site/src/components/MarkdownTwinLinks';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): React.ReactElement {
  return (
    <>
      <MarkdownTwinLinks />
      <Layout {...props} />
    </>
  );
}
