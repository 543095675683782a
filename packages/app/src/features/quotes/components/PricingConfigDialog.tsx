import { useState } from 'react';
import type { PricingConfig } from '@keel/types';
import { TextField, snackbar } from '@keel/ui';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required } from '../../../lib/management/rules';
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
  const failure = formFailureOf(save.error);
  return (
    <FormDialog
      formId="pricing-config-form"
      title={config ? `Rename ${config.name}` : 'New pricing config'}
      submitLabel={config ? 'Save name' : 'Create config'}
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() =>
        save.mutate(
          { name: name.trim() },
          {
            onSuccess: (saved) => {
              snackbar.success(config ? `${saved.name} saved` : `${saved.name} created`);
              onClose();
            },
          },
        )
      }
    >
      <TextField
        name="name"
        label="Name"
        isRequired
        autoFocus
        value={name}
        onChange={setName}
        rules={[required('Name'), maxLength(120)]}
      />
    </FormDialog>
  );
}
