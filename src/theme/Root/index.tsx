/** Root wrapper: app-wide widgets that survive client-side navigation. */
import React from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';
import TestCardWidget from '@site/src/components/TestCardWidget';
import ConsentBanner from '@site/src/components/ConsentBanner';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): React.ReactElement {
  return (
    <>
      <Root {...props} />
      <TestCardWidget />
      {/* Renders nothing unless analytics is configured (config/analytics.ts). */}
      <ConsentBanner />
    </>
  );
}
