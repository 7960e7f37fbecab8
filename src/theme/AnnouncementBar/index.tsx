/**
 * AnnouncementBar wrapper. Before hydration an inline script hides the bar when it was dismissed
 * (data-announcement-bar-initially-dismissed="true"). When the bar's id has changed since, the
 * theme resets the dismissal but leaves that attribute, so the new announcement stayed hidden
 * until the next page load. Clearing the attribute once the bar is active shows it right away.
 */
import React, { useEffect } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

export default function AnnouncementBarWrapper(): React.ReactElement {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
