/**
 * <TestIdentityTable />: the sandbox's test identities for Age Verification (a date of birth and the
 * result it gives), from config/testCardList.cjs, the module the simulator reads. The page's Markdown
 * twin renders the same list (src/plugins/llms-txt/dataTables.ts).
 */
import React from 'react';
import { testIdentities } from '@site/config/testCardList.cjs';

export default function TestIdentityTable(): React.ReactElement {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Date of birth</th>
          <th scope="col">Result</th>
          <th scope="col">Who it is</th>
        </tr>
      </thead>
      <tbody>
        {testIdentities.map((identity) => (
          <tr key={identity.birthDate}>
            <td>
              <code>{identity.birthDate}</code>
            </td>
            <td>
              <code>{identity.result}</code>
            </td>
            <td>{identity.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
