import { Info, ListPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DROPDOWN_CATEGORIES, type DropdownCategory } from '@/domain/common/enums';
import { DROPDOWN_OPTION_TEXTS, PORTAL_BANNER_MS } from '@/domain/portals/healthcare-portal-texts';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field, Select } from '@/web/components/ui/field';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice } from '@/web/components/ui/notice';
import { errorText } from '@/web/lib/api-client';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { useFlashMessage } from '@/web/lib/use-flash-message';
import { useCreateOption } from '../api/create-option';
import { useDeleteOption } from '../api/delete-option';
import { useOptionCategories } from '../api/get-option-categories';
import { useOptions } from '../api/get-options';
import { useUpdateOption } from '../api/update-option';
import { AddOptionForm } from './add-option-form';
import { OptionRow } from './option-row';

const OPTIONS_TEXTS = PORTAL_UI.options;
const labelOf = (category: string) => DROPDOWN_CATEGORIES.find((c) => c.value === category)?.label ?? category;

/** The categories the server offers, in the screen's order; the known five while the call fails or runs. */
function useCategoryChoices(onFailure: (text: string) => void) {
  const categories = useOptionCategories();
  const failed = categories.error;
  useEffect(() => {
    if (failed) onFailure(errorText(failed, DROPDOWN_OPTION_TEXTS.loadCategoriesFailed));
  }, [failed, onFailure]);
  const served = categories.data;
  return served ? DROPDOWN_CATEGORIES.filter((c) => served.includes(c.value)) : DROPDOWN_CATEGORIES;
}

/** Hospital Settings: pick a category, then add, edit inline and delete its options. */
export function DropdownOptionsManager() {
  const flash = useFlashMessage(PORTAL_BANNER_MS);
  const choices = useCategoryChoices(flash.failure);
  const [category, setCategory] = useState<DropdownCategory>(DROPDOWN_CATEGORIES[0].value);
  const [editingId, setEditingId] = useState<string | null>(null);
  const options = useOptions(category);
  const create = useCreateOption();
  const update = useUpdateOption();
  const remove = useDeleteOption();
  const label = labelOf(category);

  const add = (value: string) =>
    create.mutateAsync({ category, value }).then(
      () => {
        flash.success(DROPDOWN_OPTION_TEXTS.added);
        return true;
      },
      (err: unknown) => {
        flash.failure(errorText(err, DROPDOWN_OPTION_TEXTS.addFailed));
        return false;
      },
    );
  const save = (id: string, value: string) =>
    update.mutate(
      { id, value, category },
      {
        onSuccess: () => {
          setEditingId(null);
          flash.success(DROPDOWN_OPTION_TEXTS.updated);
        },
        onError: (err) => flash.failure(errorText(err, DROPDOWN_OPTION_TEXTS.updateFailed)),
      },
    );
  const del = (id: string) => {
    if (!window.confirm(DROPDOWN_OPTION_TEXTS.deleteConfirm)) return;
    remove.mutate(
      { id, category },
      { onSuccess: () => flash.success(DROPDOWN_OPTION_TEXTS.deleted), onError: (err) => flash.failure(errorText(err, DROPDOWN_OPTION_TEXTS.deleteFailed)) },
    );
  };

  const list = () => {
    if (options.isPending) return <LoadingPanel label={OPTIONS_TEXTS.loading} />;
    if (options.isError)
      return (
        <div className="flex justify-center py-8">
          <Button variant="secondary" busy={options.isFetching} onClick={() => void options.refetch()}>
            {PORTAL_UI.retry}
          </Button>
        </div>
      );
    if (options.data.length === 0)
      return (
        <EmptyState icon={<ListPlus aria-hidden="true" className="size-10" />} title={DROPDOWN_OPTION_TEXTS.empty}>
          {OPTIONS_TEXTS.emptyHint}
        </EmptyState>
      );
    return (
      <ul aria-label={OPTIONS_TEXTS.listLabel(label)} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {options.data.map((o) => (
          <OptionRow
            key={o.id}
            option={o}
            editing={editingId === o.id}
            saving={update.isPending && update.variables.id === o.id}
            deleting={remove.isPending && remove.variables.id === o.id}
            onEdit={() => setEditingId(o.id)}
            onCancelEdit={() => setEditingId(null)}
            onSave={(value) => save(o.id, value)}
            onDelete={() => del(o.id)}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="options-heading" className="min-w-0 space-y-4">
        <div>
          <h2 id="options-heading" className="text-lg font-semibold text-slate-900">
            {label}
          </h2>
          <p className="text-sm text-slate-600">{OPTIONS_TEXTS.intro}</p>
        </div>
        <Notice notice={flash.message} dismissLabel={DROPDOWN_OPTION_TEXTS.dismiss} onDismiss={flash.clear} />
        <OptionsLoadError error={options.error} />
        <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[14rem_minmax(0,1fr)]">
          <Field id="option-category" label={OPTIONS_TEXTS.category}>
            <Select
              id="option-category"
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as DropdownCategory);
                setEditingId(null);
              }}
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <AddOptionForm key={category} category={category} categoryLabel={label} busy={create.isPending} onAdd={add} />
        </div>
        {options.data && options.data.length > 0 && <p className="text-sm text-slate-600">{OPTIONS_TEXTS.count(options.data.length)}</p>}
        {list()}
      </section>
      <aside aria-labelledby="options-help" className="h-fit rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <h3 id="options-help" className="mb-1 flex items-center gap-2 font-semibold">
          <Info aria-hidden="true" className="size-4" />
          {OPTIONS_TEXTS.instructionsTitle}
        </h3>
        <p>{OPTIONS_TEXTS.instructions}</p>
      </aside>
    </div>
  );
}

/** A failed load of the chosen category, with Dismiss; it shows again for the next failure. */
function OptionsLoadError({ error }: { error: Error | null }) {
  const [dismissed, setDismissed] = useState<Error | null>(null);
  if (!error || error === dismissed) return null;
  return (
    <Notice notice={{ tone: 'error', text: errorText(error, DROPDOWN_OPTION_TEXTS.loadOptionsFailed) }} dismissLabel={DROPDOWN_OPTION_TEXTS.dismiss} onDismiss={() => setDismissed(error)} />
  );
}
