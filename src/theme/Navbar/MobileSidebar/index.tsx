/**
 * The phone menu (navbar links, then the docs sidebar), built at the reader's first interaction
 * instead of right after hydration.
 *
 * The original renders as soon as the window is known to be narrow: on a docs page that is the
 * menu's ~50 elements plus a second copy of the sidebar (~100 on an API page), created in the
 * blocking re-render that follows hydration on every phone load, for a menu most readers never
 * open. Here it is built in a transition at the first touch, pointer, key, scroll or focus
 * (src/lib/readerIntent), so it is in place, closed, before the toggle's click opens it with the
 * theme's slide-in; it renders at once if the menu is shown before that.
 */
import React, { startTransition, useEffect, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { onFirstIntent } from '@site/src/lib/readerIntent';

export default function MobileSidebarWrapper(): React.ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstIntent(() => startTransition(() => setWanted(true))), []);
  return wanted || shown ? <MobileSidebar /> : null;
}
