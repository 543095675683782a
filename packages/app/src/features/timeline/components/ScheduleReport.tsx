import { Button, Callout, Stack, Text } from '@keel/ui';
import type { TaskScheduleResult } from '@keel/types';
import { spanText } from '../gantt-text';

/**
 * What the last move did, in words: the successors that followed (old → new
 * dates) and the constraints it left broken (drawn red and dashed on the chart).
 */
export function ScheduleReport({
  result,
  failure,
  onDismiss,
}: {
  result: TaskScheduleResult | null;
  failure: string | null;
  onDismiss: () => void;
}) {
  const dismiss = <Button onPress={onDismiss}>Dismiss</Button>;
  if (failure)
    return (
      <Callout tone="caution" announce="none" action={dismiss}>
        {failure}
      </Callout>
    );
  if (!result || (result.moved.length === 0 && result.warnings.length === 0)) return null;
  return (
    <Stack gap="small">
      {result.moved.length > 0 ? (
        <Callout tone="info" announce="none" action={result.warnings.length ? undefined : dismiss}>
          <Stack gap="xxsmall">
            <Text weight="medium">
              Moving {result.name} moved {result.moved.length}{' '}
              {result.moved.length === 1 ? 'successor' : 'successors'}:
            </Text>
            <ul aria-label="Moved tasks">
              {result.moved.map((m) => (
                <li key={m.taskId}>
                  {m.name}: {spanText(m.from)} → {spanText(m.to)}
                </li>
              ))}
            </ul>
          </Stack>
        </Callout>
      ) : null}
      {result.warnings.length > 0 ? (
        <Callout tone="critical" announce="none" action={dismiss}>
          <Stack gap="xxsmall">
            <Text weight="medium">
              Broken {result.warnings.length === 1 ? 'dependency' : 'dependencies'} (red dashed
              arrows):
            </Text>
            <ul aria-label="Broken dependencies">
              {result.warnings.map((w) => (
                <li key={w.dependencyId}>{w.message}</li>
              ))}
            </ul>
          </Stack>
        </Callout>
      ) : null}
    </Stack>
  );
}
