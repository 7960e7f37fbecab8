/**
 * The explorer's Auth form, with the Bearer Token prefilled from the reader's saved sandbox key
 * (config/sandboxKeys.ts). Only a field that is empty, or still holds the key we put there, is
 * changed: a token the reader typed into the explorer is left alone. Clearing the saved key
 * empties a field we filled. The explorer's own storage of the token is the theme's setting.
 */
import React, { useEffect, useRef } from 'react';
import Authorization from '@theme-original/ApiExplorer/Authorization';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';

function usePrefilledBearerToken(): void {
  const { keys } = useSandboxKeys();
  const auth = useTypedSelector((state) => state.auth);
  const dispatch = useTypedDispatch();
  const prefilled = useRef<string | undefined>(undefined);
  const apiKey = keys?.apiKey;
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
