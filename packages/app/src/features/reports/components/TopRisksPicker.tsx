import { CRITICAL_SEVERITY, MAX_REPORT_TOP_RISKS, type ReportRisk, type Risk } from '@keel/types';
import { Badge, Icon, IconButton, Inline, MultiSelect, Stack, Text } from '@keel/ui';
import { HIDDEN_FROM_STAKEHOLDERS, moveItem, riskOptions, withSelection } from '../report-model';
import * as styles from '../reports.css';

interface Shown {
  id: number;
  title: string;
  severity: number;
  shared: boolean;
}

/**
 * The draft's top risks: a searchable multi-select of the register's items
 * that are not closed (with their severity), then the chosen ones in the
 * report's order, each moved up or down or removed by its own named button.
 * Items stakeholders do not see are marked: the public link leaves them out.
 */
export function TopRisksPicker({
  register,
  stored,
  value,
  onChange,
  errorMessage,
}: {
  /** The project's register, most severe first. */
  register: readonly Risk[];
  /** The report's own top risks (names of items the register no longer lists). */
  stored: readonly ReportRisk[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  errorMessage?: string;
}) {
  const shown: Shown[] = value.flatMap((id) => {
    const live = register.find((r) => r.id === id);
    if (live)
      return [
        { id, title: live.title, severity: live.severity, shared: live.sharedWithStakeholders },
      ];
    const kept = stored.find((r) => r.riskId === id);
    return kept
      ? [{ id, title: kept.title, severity: kept.severity, shared: kept.sharedWithStakeholders }]
      : [];
  });

  return (
    <Stack gap="small">
      <MultiSelect
        label="Top risks"
        name="topRiskIds"
        description={`Up to ${MAX_REPORT_TOP_RISKS} items of the register that are not closed.`}
        items={riskOptions(register, value)}
        value={value}
        max={MAX_REPORT_TOP_RISKS}
        errorMessage={errorMessage}
        onChange={(keys) => onChange(withSelection(value, keys.map(Number)))}
      />
      {shown.length === 0 ? (
        <Text as="p" tone="muted" size="small">
          No top risks chosen.
        </Text>
      ) : (
        <ol className={styles.riskList} aria-label="Top risks in report order">
          {shown.map((risk, index) => (
            <li key={risk.id}>
              <Inline justify="spaceBetween">
                <Inline as="span" gap="small" align="center">
                  <span>{risk.title}</span>
                  <Badge tone={risk.severity >= CRITICAL_SEVERITY ? 'critical' : 'neutral'}>
                    Severity {risk.severity}
                  </Badge>
                  {risk.shared ? null : (
                    <Text tone="muted" size="small">
                      <Inline gap="xxsmall" wrap={false} as="span">
                        <Icon name="lock" size="small" />
                        {HIDDEN_FROM_STAKEHOLDERS}
                      </Inline>
                    </Text>
                  )}
                </Inline>
                <Inline as="span" gap="xsmall">
                  <IconButton
                    icon="arrowUp"
                    size="small"
                    variant="ghost"
                    aria-label={`Move ${risk.title} up`}
                    isDisabled={index === 0}
                    onPress={() => onChange(moveItem(value, risk.id, -1))}
                  />
                  <IconButton
                    icon="arrowDown"
                    size="small"
                    variant="ghost"
                    aria-label={`Move ${risk.title} down`}
                    isDisabled={index === shown.length - 1}
                    onPress={() => onChange(moveItem(value, risk.id, 1))}
                  />
                  <IconButton
                    icon="close"
                    size="small"
                    variant="ghost"
                    aria-label={`Remove ${risk.title}`}
                    onPress={() => onChange(value.filter((id) => id !== risk.id))}
                  />
                </Inline>
              </Inline>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
