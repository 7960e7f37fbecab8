/**
 * Tabs (docusaurus-theme-openapi-docs' @theme/Tabs, which replaces the classic one) without the
 * remount after hydration, and with each panel told whether it is the chosen one.
 *
 * The theme keys its tab state on useIsBrowser() ("Temporary fix for facebook/docusaurus#5653"),
 * so every tab group, with every code block in every language, was thrown away and rebuilt right
 * after hydration: on /get-started/set-up-acme/accept-payment one task of about a second at 4x CPU
 * throttling. The fix is not needed: useTabsContextValue starts from the server's default tab and
 * applies a stored or query-string choice in a layout effect, so hydration matches the server.
 * A wrapper cannot reach the key, so it gives the original a constant "not yet in the browser"
 * (the key never changes) and gives the panels the real value back (PanelScope). The same fix for
 * the theme's five API tab components is a patch (patches/README.md).
 * Remove the BrowserContext part when the installed theme's Tabs no longer keys on isBrowser.
 *
 * Each tab is linked to its panel (the tab's aria-controls names the panel, the panel's
 * aria-labelledby names the tab): without the link the Nu HTML checker reports every tab group
 * (tests/build/html-checker.spec.ts) and a screen reader cannot go from a tab to its panel. The
 * tab gets its ids through TabItem's `attributes` (spread on the tab); the panel through
 * `panelId` and `tabId`, which the theme's TabItem takes with a patch (patches/README.md).
 * Remove that part when the installed theme's Tabs link tab and panel themselves.
 */
import React, { Children, cloneElement, isValidElement, useId, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { useTabs } from '@theme/utils/tabsUtils';
import { PanelSelectedContext } from '@site/src/components/ServerCodeTabs/panelContext';

type Props = WrapperProps<typeof TabsType>;
/** What this wrapper reads and sets on a TabItem (`panelId` and `tabId`: the patched theme's). */
type TabItemProps = {
  value?: string;
  children?: ReactNode;
  attributes?: Record<string, unknown>;
  tabId?: string;
  panelId?: string;
};

/** Inside one TabItem: the real useIsBrowser() value, and whether this panel is the chosen one. */
function PanelScope({ value, isBrowser, children }: { value: string; isBrowser: boolean; children: ReactNode }) {
  const { selectedValue } = useTabs();
  return (
    <BrowserContext.Provider value={isBrowser}>
      <PanelSelectedContext.Provider value={value === selectedValue}>{children}</PanelSelectedContext.Provider>
    </BrowserContext.Provider>
  );
}

/** The ids of a tab and its panel in one group: from the tab's value, escaped to id characters. */
function linkIds(group: string, value: string) {
  const safe = value.replace(/[^\w-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
  return { tabId: `${group}tab-${safe}`, panelId: `${group}panel-${safe}` };
}

/** TabItem `attributes` (spread on the tab) linking the tab to its panel. */
function tabAttributes(group: string, value: string, attributes?: Record<string, unknown>) {
  const { tabId, panelId } = linkIds(group, value);
  return { ...attributes, id: tabId, 'aria-controls': panelId };
}

export default function TabsWrapper({ children, values, ...props }: Props): React.ReactElement {
  const isBrowser = useIsBrowser();
  const group = useId();
  const panels = Children.map(children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {
          attributes: tabAttributes(group, child.props.value, child.props.attributes),
          ...linkIds(group, child.props.value),
          children: (
            <PanelScope value={child.props.value} isBrowser={isBrowser}>
              {child.props.children}
            </PanelScope>
          ),
        })
      : child,
  );
  // Tabs given `values` (ServerCodeTabs) take the tabs' attributes from there, not from the panels.
  const linkedValues = values?.map((entry) => ({
    ...entry,
    attributes: tabAttributes(group, entry.value, entry.attributes),
  }));
  return (
    <BrowserContext.Provider value={false}>
      <Tabs {...props} values={linkedValues}>
        {panels}
      </Tabs>
    </BrowserContext.Provider>
  );
}
