/**
 * The explorer's server picker, and under it, while the simulated sandbox is chosen, what answers
 * the requests (src/components/SimulatedSandbox). A wrapper: the picker itself is the theme's.
 */
import React from 'react';
import Server from '@theme-original/ApiExplorer/Server';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import SimulatedSandboxStatus from '@site/src/components/SimulatedSandbox';
import { browserServer } from '@site/sandbox/browser/config.cjs';

export default function ServerWrapper(props: { labelId?: string }): React.ReactElement {
  const url = useTypedSelector((state) => state.server.value?.url);
  return (
    <>
      <Server {...props} />
      {url === browserServer.url ? <SimulatedSandboxStatus /> : null}
    </>
  );
}
