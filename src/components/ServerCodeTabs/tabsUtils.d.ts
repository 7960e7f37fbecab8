/** The OpenAPI theme's tab state (its @theme/Tabs and @theme/TabItem replace the classic ones). */
declare module '@theme/utils/tabsUtils' {
  export function useTabs(): { selectedValue: string | null | undefined };
}
