/**
 * The tabs of the build-time code samples (./FirstPaintSamples) while the server's markup stands
 * in for the explorer: React does not render that markup in the browser, so this small script
 * gives its tabs their behaviour. It shows the reader's language (the one the explorer's code
 * tabs remember, else the docs' server-call tabs'), and a click on a tab shows its panel and
 * remembers the choice where the explorer reads it, so the explorer opens on the same language.
 */
import { serverTabsGroupId } from '@site/config/codeLanguages';

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

/** Shows the panel of `tab` (an element with role="tab" and data-tab-value) in its tab group. */
function select(tab: HTMLElement): void {
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
    if (element) element.hidden = !chosen;
  }
}

/** Wires the language tabs of a container of server markup; returns what unwires them. */
export function wireIslandTabs(container: HTMLElement): () => void {
  const stored = read(explorerTabsStorageKey) ?? read(docsTabsStorageKey);
  const tabs = [...container.querySelectorAll<HTMLElement>('[role="tab"][data-tab-value]')];
  const initial = stored ? tabs.find((tab) => tab.dataset.tabValue === stored) : undefined;
  if (initial) select(initial);
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"][data-tab-value]');
    if (!tab || !container.contains(tab)) return;
    select(tab);
    if (tab.dataset.tabGroup === 'request') {
      try {
        window.localStorage.setItem(explorerTabsStorageKey, tab.dataset.tabValue ?? '');
      } catch {
        // storage refused: the choice holds for this page only
      }
    }
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}
