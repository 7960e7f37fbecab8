/**
 * The explorer's text parameter field, with a fresh Idempotency-Key on every page visit instead of
 * the spec's example value. With the example, every operation page sent the same key, so a reader
 * who created a session and then captured its transaction got 409 idempotency_conflict: the API
 * (and the simulated sandbox) refuses one key for two different requests. The docs advise one key
 * per operation attempt; pressing Send again on the same page still replays, as a retry should.
 */
import React, { useEffect, useState } from 'react';
import ParamTextFormItem from '@theme-original/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem';
import { useTypedDispatch } from '@theme/ApiItem/hooks';
import { setParam, type Param } from '@theme/ApiExplorer/ParamOptions/slice';
import { idempotencyKeyHeader } from '@site/config/api';

type Props = { param: Param; label?: string; type?: string; required?: boolean };

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export default function ParamTextFormItemWrapper(props: Props): React.ReactElement {
  const isKey = props.param.in === 'header' && props.param.name.toLowerCase() === idempotencyKeyHeader.toLowerCase();
  // Only in the browser: the explorer renders client-side, after its lazy chunk loads.
  const [key] = useState(() => (isKey ? newKey() : undefined));
  const dispatch = useTypedDispatch();
  useEffect(() => {
    if (key) dispatch(setParam({ ...props.param, value: key }));
    // Once per field: later edits are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return <ParamTextFormItem {...props} param={key ? { ...props.param, value: key } : props.param} />;
}
