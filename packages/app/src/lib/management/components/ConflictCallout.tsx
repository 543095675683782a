import type { ReactNode } from 'react';
import { Button, Callout } from '@keel/ui';

/**
 * A save refused with 409 (someone else saved first): says so and offers a
 * Reload (UI.md: "changed by someone else" with a reload). For editors that
 * keep their own draft; management forms use `FormFeedback`.
 */
export function ConflictCallout({
  children,
  onReload,
}: {
  children: ReactNode;
  onReload: () => void;
}) {
  return (
    <Callout
      tone="caution"
      action={
        <Button variant="primary" onPress={onReload}>
          Reload
        </Button>
      }
    >
      {children}
    </Callout>
  );
}
