/** The sandbox test cards by scenario, from the one test-data module the Test Card widget reads. */
import React from 'react';
import Link from '@docusaurus/Link';
import { testCards } from '@site/config/testCards';
import CopyValue from '../CopyValue';
import styles from './styles.module.css';

export default function TestCardTable(): React.ReactElement {
  return (
    <div className="table-responsive">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Brand</th>
            <th scope="col">Card number</th>
            <th scope="col">What the sandbox does</th>
            <th scope="col">Error code</th>
          </tr>
        </thead>
        <tbody>
          {testCards.map((card) => (
            <tr key={card.number}>
              <th scope="row">{card.scenario}</th>
              <td>{card.brand}</td>
              <td>
                <span className={styles.number}>
                  <code>{card.number}</code>
                  <CopyValue label={`${card.scenario} ${card.brand} card number`} value={card.number} />
                </span>
              </td>
              <td>{card.result}</td>
              <td>{card.errorCode ? <Link to="/api/schemas/errorcode">{card.errorCode}</Link> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
