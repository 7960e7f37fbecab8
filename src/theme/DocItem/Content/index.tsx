/**
 * Docs page content with the "Copy page" menu for AI assistants and readers who want the source
 * (src/components/CopyPageMenu: copy or view the page's Markdown twin, written by src/plugins/llms-txt
 * at <permalink>.md, or open it in ChatGPT or Claude). API pages (docs instance `api`) keep the
 * content as it is. Every page, API pages included (their layout renders this component too), ends
 * with the "Was this page helpful?" widget. A partial's own page (/partials/*, /js/partials/*) opens
 * with the pages that embed it (src/components/PartialUsage).
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import Feedback from '@site/src/components/Feedback';
import PartialUsage from '@site/src/components/PartialUsage';
import { isPartialRoute } from '@site/src/lib/partialRoutes';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  const isApi = metadata.permalink === '/api' || metadata.permalink.startsWith('/api/');
  return (
    <>
      {!isApi && (
        <div className={styles.actions}>
          <CopyPageMenu permalink={metadata.permalink} />
        </div>
      )}
      {isPartialRoute(metadata.permalink) && <PartialUsage permalink={metadata.permalink} />}
      <Content {...props} />
      <Feedback page={metadata.permalink} />
    </>
  );
}
