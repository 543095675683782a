import type { Consumption, Money } from '@keel/types';
import type { CapLevel } from '@keel/types';
import { Callout, Icon, Text, Stack, Columns, Inline } from '@keel/ui';
import { formatHours, formatMoney } from '../../../lib/format';
import { capWarnings } from '../consumption';
import { CapBar } from './CapBar';

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
    <Stack gap="medium">
      <Columns gap="large" minColumnWidth={240}>
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
      </Columns>
      {warnings.map((w) => (
        <Callout key={w.kind} tone={w.tone} announce="none">
          <Inline gap="small" wrap={false} as="span">
            <Icon name={w.icon} />
            {w.text}
          </Inline>
        </Callout>
      ))}
    </Stack>
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
    <Stack gap="xsmall">
      <Text tone="muted" size="small">
        {label}
      </Text>
      <Text size="xlarge" weight="strong" numeric>
        {figure}
      </Text>
      {cap === null || max === null ? (
        <Text tone="muted" size="small">
          No cap
        </Text>
      ) : (
        <CapBar label={`${label} of the ${cap} cap`} value={value} max={max} level={level} />
      )}
    </Stack>
  );
}
