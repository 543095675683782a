import { useState } from 'react';
import type { PricingConfig } from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { useSavePricingConfigMutation } from '../pricing-configs.mutations';

/** Create a pricing config (its entries are added on its card) or rename one. */
export function PricingConfigDialog({
  config,
  onClose,
  onReload,
}: {
  config: PricingConfig | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const [name, setName] = useState(config?.name ?? '');
  const save = useSavePricingConfigMutation(config);
  return (
    <SaveDialog
      title={config ? `Rename ${config.name}` : 'New pricing config'}
      submitLabel={config ? 'Save name' : 'Create config'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({ name: name.trim() })}
      savedMessage={(saved) => (config ? `${saved.name} saved` : `${saved.name} created`)}
    >
      <NameField value={name} onChange={setName} max={120} />
    </SaveDialog>
  );
}
