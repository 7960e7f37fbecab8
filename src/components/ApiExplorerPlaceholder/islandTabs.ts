/**
 * The tabs of the build-time code samples (./FirstPaintSamples) while the server's markup stands
 * in for the explorer: React does not render that markup in the browser, so this small script
 * gives its tabs their behaviour. It shows the reader's language (the one the explorer's code
 * tabs remember, else the docs' server-call tabs'), and a click on a tab shows its panel and
 * remembers the choice where the explorer reads it, so the explorer opens on the same language.
 * A panel the server sent as plain text is coloured when it is shown (./islandHighlight).
 */
import { serverTabsGroupId } from '@site/config/codeLanguages';
import { highlightPanel } from './islandHighlight';

/** The storage key of the explorer's language tabs (docusaurus-theme-openapi-docs CodeSnippets, groupId "code-samples"). */
export const explorerTabsStorageKey = 'docusaurus.tab.code-samples';
const docsTabsStorageKey = `docusaurus.tab.${serverTabsGroupId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Shows the panel of `tab` (an element with role="tab" and data-tab-value) in its tab group of `container`. */
function select(container: HTMLElement, tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  const group = list?.parentElement;
  if (!list || !group) return;
  for (const each of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const chosen = each === tab;
    each.classList.toggle('tabs__item--active', chosen);
    each.setAttribute('aria-selected', String(chosen));
    each.tabIndex = chosen ? 0 : -1;
    const panel = each.getAttribute('aria-controls');
    const element = panel ? group.querySelector<HTMLElement>(`[id="${panel}"]`) : null;
    if (!element) continue;
    element.hidden = !chosen;
    if (chosen) highlightPanel(container, element);
  }
}

/**
 * The reader's choice per tab group on this page, shared by every island: the placeholder is
 * mounted again as the reader's first intent swaps it (a pointer down on a tab is that intent),
 * and the new island must show the tab the reader is choosing, even when it was wired before the
 * old island's handler ran.
 */
const chosen = new Map<string, string>();
const followers = new Set<() => void>();

function choose(group: string, value: string): void {
  chosen.set(group, value);
  for (const follow of followers) follow();
  if (group === 'request') {
    try {
      window.localStorage.setItem(explorerTabsStorageKey, value);
    } catch {
      // storage refused: the choice holds for this page only
    }
  }
}

/** Wires the language tabs of a container of server markup; returns what unwires them. */
export function wireIslandTabs(container: HTMLElement): () => void {
  const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"][data-tab-value]')];
  const stored = read(explorerTabsStorageKey) ?? read(docsTabsStorageKey);
  const initial = stored
    ? tabs().find((tab) => tab.dataset.tabGroup === 'request' && tab.dataset.tabValue === stored)
    : undefined;
  if (initial) select(container, initial);
  const follow = () => {
    for (const tab of tabs()) if (chosen.get(tab.dataset.tabGroup ?? '') === tab.dataset.tabValue) select(container, tab);
  };
  follow();
  followers.add(follow);
  // A pointer down chooses (before the swap it may start; the click can then land elsewhere); a
  // click still chooses for the keyboard and for other input.
  const onChoose = (event: Event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"][data-tab-value]');
    if (!tab || !container.contains(tab)) return;
    choose(tab.dataset.tabGroup ?? '', tab.dataset.tabValue ?? '');
    select(container, tab);
  };
  container.addEventListener('pointerdown', onChoose);
  container.addEventListener('click', onChoose);
  return () => {
    followers.delete(follow);
    container.removeEventListener('pointerdown', onChoose);
    container.removeEventListener('click', onChoose);
  };
}
