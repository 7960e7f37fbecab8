/**
 * The explorer's Auth form, with the Bearer Token prefilled from the reader's saved sandbox key
 * (config/sandboxKeys.ts). Only a field that is empty, or still holds the key we put there, is
 * changed: a token the reader typed into the explorer is left alone. Clearing the saved key
 * empties a field we filled. With no saved key and the simulated sandbox chosen, the field holds the
 * samples' test key, so "Send" works at once (the in-browser simulator accepts any sk_test_ key). The explorer's own storage of the token is the theme's setting.
 */
import React, { useEffect, useRef } from 'react';
import Authorization from '@theme-original/ApiExplorer/Authorization';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';
import { testCredentials } from '@site/config/brand';
import { browserServer } from '@site/config/sandbox';

function usePrefilledBearerToken(): void {
  const { keys } = useSandboxKeys();
  const auth = useTypedSelector((state) => state.auth);
  const dispatch = useTypedDispatch();
  const prefilled = useRef<string | undefined>(undefined);
  const simulated = useTypedSelector((state) => state.server.value?.url === browserServer.url);
  const apiKey = keys?.apiKey ?? (simulated ? testCredentials.apiKey : undefined);
  const authRef = useRef(auth);
  authRef.current = auth;

  useEffect(() => {
    const { data, options, selected } = authRef.current;
    if (selected === undefined) return;
    const bearerSchemes = (options[selected] ?? []).filter(
      (scheme) => scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer',
    );
    for (const { key } of bearerSchemes) {
      const current = data[key]?.token;
      const ours = !current || current === prefilled.current;
      if (ours && current !== apiKey) dispatch(setAuthData({ scheme: key, key: 'token', value: apiKey }));
    }
    prefilled.current = apiKey;
    // Only a new saved key or another security scheme refills the field, not the reader's typing.
  }, [apiKey, auth.selected, dispatch]);
}

export default function AuthorizationWrapper(props: Record<string, never>): React.ReactElement {
  usePrefilledBearerToken();
  return <Authorization {...props} />;
}
