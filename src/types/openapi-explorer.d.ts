/** The parts of docusaurus-theme-openapi-docs' explorer store that src/theme wrappers use. */
declare module '@theme/ApiItem/hooks' {
  export type ExplorerAuthScheme = { key: string; type: string; scheme?: string };
  export type ExplorerAuthState = {
    data: Record<string, Record<string, string | undefined>>;
    options: Record<string, ExplorerAuthScheme[]>;
    selected?: string;
  };
  export type ExplorerServer = { url: string; description?: string };
  export type ExplorerState = { auth: ExplorerAuthState; server: { value?: ExplorerServer; options: ExplorerServer[] } };
  export function useTypedSelector<T>(selector: (state: ExplorerState) => T): T;
  export function useTypedDispatch(): (action: { type: string; payload: unknown }) => unknown;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function setAuthData(payload: { scheme: string; key: string; value?: string }): {
    type: 'auth/setAuthData';
    payload: { scheme: string; key: string; value?: string };
  };
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  export type Param = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; value?: unknown } & Record<
    string,
    unknown
  >;
  export function setParam(param: Param): { type: 'params/setParam'; payload: Param };
}
