import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PricingConfig } from '@keel/types';
import { PageHeader, Stack } from '@keel/ui';
import { SettingsList } from '../components/SettingsList';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { PricingConfigCard } from '../components/PricingConfigCard';
import { PricingConfigDialog } from '../components/PricingConfigDialog';
import { useDeletePricingConfigMutation } from '../pricing-configs.mutations';
import { markupOptionsQueryOptions, pricingConfigsQueryOptions } from '../pricing-configs.queries';
import * as styles from '../rate-config.css';
import { addButtons } from '../../../lib/management/components/AddButtons';

/** `/quotes/configs` (Pricing): pricing configs and their markup entries, in the order they apply. */
export default function ConfigsPage() {
  const configs = useQuery(pricingConfigsQueryOptions());
  const options = useQuery(markupOptionsQueryOptions());
  const [editing, setEditing] = useState<PricingConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PricingConfig | null>(null);
  const remove = useDeletePricingConfigMutation();
  const canManage = options.data?.canManage ?? false;
  const reload = () => void configs.refetch();

  const add = addButtons(canManage, 'New pricing config', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader title="Pricing" actions={add.header} />
      <SettingsList
        query={configs}
        options={options}
        what="Pricing configs"
        empty={{
          title: 'No pricing configs yet',
          description:
            'A pricing config lists the markups a quote adds to its labour and expenses.',
          action: add.empty,
        }}
      >
        {(data) => (
          <Stack gap="large">
            {data.map((config) => (
              <PricingConfigCard
                key={config.id}
                config={config}
                canManage={canManage}
                onRename={() => setEditing(config)}
                onDelete={() => setDeleting(config)}
                onReload={reload}
              />
            ))}
          </Stack>
        )}
      </SettingsList>
      {editing !== null ? (
        <PricingConfigDialog
          config={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete pricing config ${deleting?.name ?? ''}?`}
        confirmLabel="Delete config"
        deletedMessage="Pricing config deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.quoteCount > 0
          ? `${deleting.quoteCount} quote(s) use it: they keep their lines and are left without a pricing config.`
          : 'No quote uses it.'}
      </DeleteConfirmDialog>
    </div>
  );
}
