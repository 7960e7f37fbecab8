/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0 (src/theme/ParamsDetails/index.tsx), unchanged except:
 *
 * - The original wraps the component in BrowserOnly, so the static HTML held only a skeleton and
 *   the whole parameter list was rendered by the browser after hydration, in one task that blocked
 *   the main thread (the largest part of /api/capture-payment's Total Blocking Time) and left the
 *   content out of the page for search engines, readers without JavaScript and slow networks. It
 *   renders on the server and hydrates now (none of it uses a browser API; ApiItem gives it the
 *   Redux store on the server too).
 * - Its <ul> gets list items through withOpenApiList (src/components/OpenApiListItem), as the
 *   wrapper that was here before did.
 *
 * The original's copyright notice follows.
 */
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React from 'react';

import { withOpenApiList } from '@site/src/components/OpenApiListItem';

import { translate } from '@docusaurus/Translate';
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';

interface Props {
  parameters: any[];
}

const ParamsDetailsComponent: React.FC<Props> = ({ parameters }) => {
  const types = ['path', 'query', 'header', 'cookie'];

  return (
    <>
      {types.map((type) => {
        const params = parameters?.filter((param: any) => param?.in === type);

        if (!params || params.length === 0) {
          return null;
        }

        const summaryElement = (
          <summary>
            <h3 className="openapi-markdown__details-summary-header-params">
              {translate(
                {
                  id: 'theme.openapi.paramsDetails.parametersTitle',
                  message: '{type} Parameters',
                },
                { type: type.charAt(0).toUpperCase() + type.slice(1) },
              )}
            </h3>
          </summary>
        );

        return (
          <Details
            key={type}
            className="openapi-markdown__details"
            style={{ marginBottom: '1rem' }}
            data-collapsed={false}
            open={true}
            summary={summaryElement}
          >
            <ul>
              {params.map((param: any, index: number) => (
                <ParamsItem
                  key={index}
                  className="paramsItem"
                  param={{
                    ...param,
                    enumDescriptions: Object.entries(
                      param?.schema?.['x-enumDescriptions'] ?? param?.schema?.items?.['x-enumDescriptions'] ?? {},
                    ),
                  }}
                />
              ))}
            </ul>
          </Details>
        );
      })}
    </>
  );
};

export default withOpenApiList(
  ParamsDetailsComponent as unknown as React.ComponentType<Record<string, unknown>>,
  'ParamsDetails',
);
