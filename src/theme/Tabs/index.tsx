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
 */
import React, { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { useTabs } from '@theme/utils/tabsUtils';
import { PanelSelectedContext } from '@site/src/components/ServerCodeTabs/panelContext';

type Props = WrapperProps<typeof TabsType>;

/** Inside one TabItem: the real useIsBrowser() value, and whether this panel is the chosen one. */
function PanelScope({ value, isBrowser, children }: { value: string; isBrowser: boolean; children: ReactNode }) {
  const { selectedValue } = useTabs();
  return (
    <BrowserContext.Provider value={isBrowser}>
      <PanelSelectedContext.Provider value={value === selectedValue}>{children}</PanelSelectedContext.Provider>
    </BrowserContext.Provider>
  );
}

export default function TabsWrapper({ children, ...props }: Props): React.ReactElement {
  const isBrowser = useIsBrowser();
  const panels = Children.map(children, (child) =>
    isValidElement<{ value?: string; children?: ReactNode }>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {
          children: (
            <PanelScope value={child.props.value} isBrowser={isBrowser}>
              {child.props.children}
            </PanelScope>
          ),
        })
      : child,
  );
  return (
    <BrowserContext.Provider value={false}>
      <Tabs {...props}>{panels}</Tabs>
    </BrowserContext.Provider>
  );
}
