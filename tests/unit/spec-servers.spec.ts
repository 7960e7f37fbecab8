/**
 * The servers a request of the API explorer may go to, read from the spec model (spec/index.mjs
 * specModel serverUrls): the document's, a path item's and an operation's own `servers`, each
 * once. config/security.ts builds the CSP's connect-src from them; a relative server URL is named.
 */
import { test, expect } from '@playwright/test';
import { specModel } from '../../spec/index.mjs';
import { apiServerOrigins } from '../../config/security';

const document = {
  openapi: '3.1.0',
  info: { title: 'Servers', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }, { url: 'https://api.example.com/v2' }],
  paths: {
    '/a': {
      servers: [{ url: 'https://path.example.com' }],
      get: { operationId: 'getA', servers: [{ url: 'https://operation.example.com/x' }], responses: {} },
    },
    '/b': { post: { operationId: 'postB', responses: {} } },
  },
  webhooks: { event: { post: { servers: [{ url: 'https://webhook.example.com' }], responses: {} } } },
};

test('the model lists every server a request may go to, once, and no webhook server', () => {
  expect(specModel(structuredClone(document)).serverUrls).toEqual([
    'https://api.example.com/v1',
    'https://api.example.com/v2',
    'https://path.example.com',
    'https://operation.example.com/x',
  ]);
});

test('the CSP origins are those servers’ origins, each once', () => {
  expect(apiServerOrigins(specModel(structuredClone(document)))).toEqual([
    'https://api.example.com',
    'https://path.example.com',
    'https://operation.example.com',
  ]);
});

test('a relative server URL is named in the message', () => {
  const relative = { ...structuredClone(document), servers: [{ url: '/v1' }] };
  expect(() => apiServerOrigins(specModel(relative), 'openapi/x.yaml')).toThrow(
    'the server URL "/v1" in openapi/x.yaml is not an absolute URL',
  );
});
