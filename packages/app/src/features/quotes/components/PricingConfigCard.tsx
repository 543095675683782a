import { useState } from 'react';
import { MARKUP_KIND_TITLES, type MarkupEntryView, type PricingConfig } from '@keel/types';
import {
  Button,
  Card,
  ConfirmDialog,
  IconButton,
  Inline,
  snackbar,
  FigureTable,
  Text,
} from '@keel/ui';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import { appliesToText, markupValueText, moveMarkup } from '../markups';
import { useDeleteMarkupMutation, useReplaceMarkupsMutation } from '../pricing-configs.mutations';
import { MarkupDialog } from './MarkupDialog';
import { MarkupExample } from './MarkupExample';

/** Stable row keys across a reorder, so a moved row keeps its DOM (and the focus on its button). */
function rowKeys(markups: readonly MarkupEntryView[]): string[] {
  const seen = new Map<string, number>();
  return markups.map((m) => {
    const base = `${m.label}|${m.kind}|${m.value}|${m.appliesTo}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}|${n}`;
  });
}

/**
 * One pricing config: its markup entries in the order they apply, with add,
 * edit, delete (by index) and Move up / Move down (the list saved whole
 * against the config's version), and a worked example.
 */
export function PricingConfigCard({
  config,
  canManage,
  onRename,
  onDelete,
  onReload,
}: {
  config: PricingConfig;
  canManage: boolean;
  onRename: () => void;
  onDelete: () => void;
  onReload: () => void;
}) {
  const [editing, setEditing] = useState<MarkupEntryView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MarkupEntryView | null>(null);
  const reorder = useReplaceMarkupsMutation();
  const removeMarkup = useDeleteMarkupMutation(config);
  const keys = rowKeys(config.markups);
  const move = (entry: MarkupEntryView, delta: -1 | 1) => {
    const markups = moveMarkup(config.markups, entry.index, delta);
    if (!markups) return;
    reorder.mutate(
      { config, markups },
      {
        onSuccess: () =>
          snackbar.success(
            `${entry.label} moved ${delta < 0 ? 'up' : 'down'} to position ${entry.index + delta + 1}`,
          ),
      },
    );
  };

  return (
    <Card
      title={config.name}
      actions={
        canManage ? (
          <RowEditDeleteActions name={config.name} onEdit={onRename} onDelete={onDelete} />
        ) : undefined
      }
    >
      <Text as="p" tone="muted" size="small">
        Markups apply in this order.{' '}
        {config.quoteCount === 1 ? 'Used by 1 quote.' : `Used by ${config.quoteCount} quotes.`}
      </Text>
      {config.markups.length === 0 ? (
        <Text as="p" tone="muted" size="small">
          No markups yet: a quote using it is priced at cost of its lines.
        </Text>
      ) : (
        <FigureTable aria-label={`Markups of ${config.name}`}>
          <thead>
            <tr>
              <th scope="col" data-numeric>
                Order
              </th>
              <th scope="col">Label</th>
              <th scope="col">Kind</th>
              <th scope="col" data-numeric>
                Value
              </th>
              <th scope="col">Applies to</th>
              {canManage ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {config.markups.map((m, i) => (
              <tr key={keys[i]}>
                <td data-numeric>{m.index + 1}</td>
                <th scope="row">{m.label}</th>
                <td>{MARKUP_KIND_TITLES[m.kind]}</td>
                <td data-numeric>{markupValueText(m)}</td>
                <td>{appliesToText(m.appliesTo)}</td>
                {canManage ? (
                  <td>
                    <Inline as="span">
                      <IconButton
                        icon="arrowUp"
                        size="small"
                        variant="ghost"
                        aria-label={`Move ${m.label} up`}
                        isDisabled={m.index === 0 || reorder.isPending}
                        onPress={() => move(m, -1)}
                      />
                      <IconButton
                        icon="arrowDown"
                        size="small"
                        variant="ghost"
                        aria-label={`Move ${m.label} down`}
                        isDisabled={m.index === config.markups.length - 1 || reorder.isPending}
                        onPress={() => move(m, 1)}
                      />
                      <RowEditDeleteActions
                        name={`markup ${m.label}`}
                        onEdit={() => setEditing(m)}
                        onDelete={() => setDeleting(m)}
                      />
                    </Inline>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}
      {canManage ? (
        <Inline>
          <Button icon="plus" onPress={() => setEditing('new')}>
            Add markup
          </Button>
        </Inline>
      ) : null}
      <MarkupExample name={config.name} markups={config.markups} />
      {editing !== null ? (
        <MarkupDialog
          config={config}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={onReload}
        />
      ) : null}
      <ConfirmDialog
        title={`Delete markup ${deleting?.label ?? ''}?`}
        confirmLabel="Delete markup"
        isDestructive
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        isPending={removeMarkup.isPending}
        onConfirm={() =>
          deleting !== null &&
          removeMarkup.mutate(deleting.index, {
            onSuccess: () => snackbar.success(`Markup ${deleting.label} deleted`),
            onSettled: () => setDeleting(null),
          })
        }
      >
        The markups after it move up one place.
      </ConfirmDialog>
    </Card>
  );
}
