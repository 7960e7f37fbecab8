/**
 * Inspiration, "The Crazy Train ticket kiosk": the touch-screen ticket kiosk of a fictional
 * mountain railway: departures, riders, a seat-hold timer and a QR code. The kiosk takes no card:
 * the rider pays on their own phone (the page explains why: a kiosk payment is card-present).
 */
import React from 'react';
import Frame from '../Frame';
import { illustrationTexts } from '../texts';
import { Button, Lines } from '../Parts';
import styles from './styles.module.css';

function Train(): React.ReactElement {
  return (
    <svg className={styles.train} viewBox="0 0 120 48" aria-hidden="true" focusable="false">
      <path className={styles.track} d="M2 44 L118 44" />
      <rect className={styles.car} x="8" y="14" width="44" height="24" rx="4" />
      <rect className={styles.car} x="58" y="20" width="34" height="18" rx="4" />
      <path className={styles.car} d="M92 38 L92 24 L104 24 L112 32 L112 38 Z" />
      <rect className={styles.window} x="14" y="19" width="10" height="8" rx="1.5" />
      <rect className={styles.window} x="28" y="19" width="10" height="8" rx="1.5" />
      <rect className={styles.window} x="64" y="24" width="9" height="7" rx="1.5" />
      <rect className={styles.window} x="77" y="24" width="9" height="7" rx="1.5" />
      <rect className={styles.car} x="98" y="10" width="6" height="14" />
      <circle className={styles.smoke} cx="104" cy="6" r="3" />
      <circle className={styles.smoke} cx="112" cy="3" r="2" />
      <circle className={styles.wheel} cx="18" cy="40" r="4" />
      <circle className={styles.wheel} cx="42" cy="40" r="4" />
      <circle className={styles.wheel} cx="68" cy="40" r="4" />
      <circle className={styles.wheel} cx="84" cy="40" r="4" />
      <circle className={styles.wheel} cx="104" cy="40" r="4" />
    </svg>
  );
}

/** A decorative QR-like pattern (not a real code), drawn from a fixed bit mask. */
function QrCode(): React.ReactElement {
  const rows = ['1110101', '1010011', '1110100', '0001011', '1101110', '0110101', '1011011'];
  return (
    <svg className={styles.qr} viewBox="0 0 9 9" aria-hidden="true" focusable="false">
      <rect className={styles.qrPaper} x="0" y="0" width="9" height="9" />
      {rows.flatMap((row, y) =>
        row
          .split('')
          .map((bit, x) =>
            bit === '1' ? <rect key={`${x}-${y}`} className={styles.qrInk} x={x + 1} y={y + 1} width="1" height="1" /> : null,
          ),
      )}
    </svg>
  );
}

const departures = [
  { time: '10:40', name: 'Summit Express', seats: '14 seats left', selected: true },
  { time: '11:10', name: 'Loop-de-Loop', seats: '3 seats left', selected: false },
  { time: '11:40', name: 'Sleepy Goat', seats: '40 seats left', selected: false },
] as const;

export default function CrazyTrainKiosk(): React.ReactElement {
  return (
    <Frame variant="kiosk" address="shop.example/kiosk/valley-station" {...illustrationTexts.CrazyTrainKiosk}>
      <div className={styles.banner}>
        <Train />
        <div>
          <p className={styles.name}>Crazy Train</p>
          <p className={styles.tagline}>Mount Wobble Railway · Valley station</p>
        </div>
      </div>
      <div className={styles.grid}>
        <div>
          <p className={styles.heading}>1 · Pick a departure</p>
          <ul className={styles.departures}>
            {departures.map((departure) => (
              <li key={departure.time} className={departure.selected ? styles.selected : undefined}>
                <span className={styles.time}>{departure.time}</span>
                <span>{departure.name}</span>
                <span className={styles.seats}>{departure.seats}</span>
              </li>
            ))}
          </ul>
          <p className={styles.heading}>2 · Who is riding?</p>
          <Lines
            lines={[
              { label: '2 × Adult, return', amount: 'EUR 68.00' },
              { label: '1 × Child (6–15), return', amount: 'EUR 19.00' },
              { label: 'Total', amount: 'EUR 87.00', strong: true },
            ]}
          />
        </div>
        <div>
          <p className={styles.heading}>3 · Pay</p>
          <p className={styles.timer}>Seats held for 14:42</p>
          <div className={styles.phone}>
            <QrCode />
            <p>
              <strong>Scan to pay EUR 87.00 on your phone</strong>
              <br />
              Card, Apple Pay or Google Pay. Your tickets print here when you have paid.
            </p>
          </div>
          <p className={styles.small}>This kiosk never asks for your card.</p>
          <Button className={styles.book}>Start over</Button>
        </div>
      </div>
      <p className={styles.small}>Keep hands, hats and sandwiches inside the train at all times.</p>
    </Frame>
  );
}
