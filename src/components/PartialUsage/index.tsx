/**
 * The note at the top of a partial's own page (/partials/webhook, /js/partials/javascript-events):
 * which pages embed this section, linked, from the map src/plugins/partial-usage derives from the
 * docs' imports. Shown only on the partial's route, never where the partial is embedded.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { PartialUsage as Usage } from '@site/src/lib/partialRoutes';
import styles from './styles.module.css';

export default function PartialUsage({ permalink }: { permalink: string }): React.ReactElement | null {
  const usage = usePluginData('partial-usage') as Usage | undefined;
  const entry = usage?.[permalink];
  if (!entry) return null;
  return (
    <aside className={styles.note} aria-label="Where this section is used">
      {entry.usedBy.length ? (
        <>
          This section is part of{' '}
          {entry.usedBy.map((page, i) => (
            <React.Fragment key={page.route}>
              {i > 0 ? (i === entry.usedBy.length - 1 ? ' and ' : ', ') : ''}
              <Link to={page.route}>{page.title}</Link>
            </React.Fragment>
          ))}
          : read it there, in context.
        </>
      ) : (
        <>
          No page embeds this section. Its content lives at <Link to={entry.contentLivesAt}>{entry.contentLivesAt}</Link>.
        </>
      )}
    </aside>
  );
}
