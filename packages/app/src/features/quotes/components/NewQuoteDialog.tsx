import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Select, TextField } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { maxLength, requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { formatMoney } from '../../../lib/format';
import { useCopyQuoteMutation } from '../quotes.mutations';
import { quoteOptionsQueryOptions, quoteTemplatesQueryOptions } from '../quotes.queries';
import { newQuoteInput, newTemplateInput, type NewQuoteDraft } from '../quote-lists';
import { quotePath } from '../quote-paths';

const BLANK = 'blank';
/** The templates the "Start from" picker offers (a workspace keeps a handful). */
const TEMPLATE_CHOICES = { search: '', page: 1, pageSize: 200 };

/**
 * "New quote" (or "New template"): name, client, meta type, where to start
 * from and the rate profile and pricing config. The new record opens on
 * success, where its lines are written.
 */
export function NewQuoteDialog({
  kind,
  metaTypeId,
  lockMetaType = false,
  onClose,
}: {
  kind: 'quote' | 'template';
  /** Preselected meta type (a type list's own); else the first one. */
  metaTypeId?: number;
  /** On a type list the meta type is that list's: a template does not change it. */
  lockMetaType?: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const options = useQuery(quoteOptionsQueryOptions());
  const templates = useQuery({
    ...quoteTemplatesQueryOptions(TEMPLATE_CHOICES),
    enabled: kind === 'quote',
  });
  const create = useCopyQuoteMutation();
  const {
    values: draft,
    set,
    field,
  } = useFields<NewQuoteDraft>({
    name: '',
    client: '',
    metaTypeId: metaTypeId ?? null,
    templateId: null,
    rateProfileId: null,
    pricingConfigId: null,
  });
  const o = options.data;
  // The first meta type (Standard) until one is picked, once the options are in.
  const metaType = draft.metaTypeId ?? o?.metaTypes[0]?.id ?? null;
  const templateRows = templates.data?.items ?? [];
  const fromTemplate = draft.templateId !== null;
  const keepFromTemplate = fromTemplate ? 'As in the template' : 'None';
  const noun = kind === 'quote' ? 'quote' : 'template';

  return (
    <SaveDialog
      title={kind === 'quote' ? 'New quote' : 'New template'}
      submitLabel={kind === 'quote' ? 'Create quote' : 'Create template'}
      onClose={onClose}
      save={create}
      values={() => {
        const filled = { ...draft, metaTypeId: metaType };
        const profiles = o?.rateProfiles ?? [];
        return kind === 'quote'
          ? newQuoteInput(filled, profiles)
          : { ...newTemplateInput(filled, profiles), template: true };
      }}
      savedMessage={(quote) =>
        kind === 'quote' ? `Quote ${quote.number} created` : `Template ${quote.name} created`
      }
      onSaved={(quote) => void navigate(quotePath(quote))}
    >
      <NameField {...field('name')} max={200} />
      {kind === 'quote' ? (
        <>
          <TextField {...field('client')} label="Client" rules={[maxLength(200)]} />
          <Select
            name="copyFromId"
            label="Start from"
            description="A template brings its lines, rate profile, pricing config and notes."
            items={[
              { id: BLANK, name: 'Blank quote' },
              ...templateRows.map((t) => ({
                id: t.id,
                name: t.name,
                description: `${t.lineCount} lines · ${formatMoney(t.total)}`,
              })),
            ]}
            isLoading={templates.isPending}
            value={draft.templateId ?? BLANK}
            onChange={(key) => {
              const template = templateRows.find((t) => t.id === key);
              set({
                templateId: template?.id ?? null,
                ...(template && !lockMetaType ? { metaTypeId: template.metaTypeId } : {}),
              });
            }}
          />
        </>
      ) : null}
      <Select
        name="metaTypeId"
        label="Meta type"
        isRequired
        items={(o?.metaTypes ?? []).map((t) => ({ id: t.id, name: t.pageTitle }))}
        isLoading={options.isPending}
        value={metaType}
        onChange={(key) => set({ metaTypeId: key === null ? null : Number(key) })}
        rules={[requiredValue('Meta type')]}
      />
      <Select
        name="rateProfileId"
        label="Rate profile"
        description={`The hourly rates of the ${noun}'s roles, and its currency.`}
        items={(o?.rateProfiles ?? []).map((p) => ({
          id: p.id,
          name: `${p.name} (${p.currency})`,
        }))}
        isLoading={options.isPending}
        isClearable
        placeholder={keepFromTemplate}
        value={draft.rateProfileId}
        onChange={(key) => set({ rateProfileId: key === null ? null : Number(key) })}
      />
      <Select
        name="pricingConfigId"
        label="Pricing config"
        description="The markups applied on top of labour and expenses."
        items={o?.pricingConfigs ?? []}
        isLoading={options.isPending}
        isClearable
        placeholder={keepFromTemplate}
        value={draft.pricingConfigId}
        onChange={(key) => set({ pricingConfigId: key === null ? null : Number(key) })}
      />
    </SaveDialog>
  );
}
