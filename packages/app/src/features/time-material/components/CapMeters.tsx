import type { Consumption, Money } from '@keel/types';
import type { CapLevel } from '@keel/types';
import { Callout, Icon } from '@keel/ui';
import { formatHours, formatMoney } from '../../../lib/format';
import { capWarnings } from '../consumption';
import { CapBar } from './CapBar';
import * as styles from '../time-material.css';

/**
 * Hours and amount consumed against the caps: a figure, a bar when there is a
 * cap, and a warning from 80 % and at 100 % in words and with an icon (the
 * bar's colour never says it alone).
 */
export function CapMeters({
  consumed,
  capMinutes,
  capAmount,
  subject,
}: {
  consumed: Consumption;
  capMinutes: number | null;
  capAmount: Money | null;
  /** Who the figures are of, for the warnings (`Ada Lovelace`); the contract by default. */
  subject?: string;
}) {
  const warnings = capWarnings(consumed, { capMinutes, capAmount }, subject);
  // A styled div rather than Stack: on the public page each shared chunk is one
  // more request of a phone's first load.
  return (
    <div className={styles.capMeters}>
      <div className={styles.meters}>
        <Meter
          label="Hours"
          figure={formatHours(consumed.minutes)}
          cap={capMinutes === null ? null : formatHours(capMinutes)}
          value={consumed.minutes}
          max={capMinutes}
          level={consumed.minutesLevel}
        />
        <Meter
          label="Amount"
          figure={formatMoney(consumed.amount)}
          cap={capAmount === null ? null : formatMoney(capAmount)}
          value={consumed.amount.amount}
          max={capAmount?.amount ?? null}
          level={consumed.amountLevel}
        />
      </div>
      {warnings.map((w) => (
        <Callout key={w.kind} tone={w.tone} announce="none">
          <span className={styles.warning}>
            <Icon name={w.icon} />
            {w.text}
          </span>
        </Callout>
      ))}
    </div>
  );
}

function Meter({
  label,
  figure,
  cap,
  value,
  max,
  level,
}: {
  label: string;
  figure: string;
  cap: string | null;
  value: number;
  max: number | null;
  level: CapLevel;
}) {
  return (
    <div className={styles.meter}>
      <span className={styles.factTerm}>{label}</span>
      <span className={styles.meterFigure}>{figure}</span>
      {cap === null || max === null ? (
        <span className={styles.muted}>No cap</span>
      ) : (
        <CapBar label={`${label} of the ${cap} cap`} value={value} max={max} level={level} />
      )}
    </div>
  );
}
