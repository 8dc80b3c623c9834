import { Save } from 'lucide-react';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { errorText } from '../lib/api-client';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** The words of an organisation's settings form: its title, introduction and the save's outcome. */
export interface SettingsFormTexts {
  title: string;
  intro: string;
  updated: string;
  updateFailed: string;
  cancel: string;
  save: string;
  saving: string;
}

/** The save call's state, as a TanStack mutation holds it. */
interface SaveState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The frame of the portal Settings forms (facility, agency): title, success banner, the fields, the failure text
 * (the server's, else the catalogue's), Cancel and Save Changes ('Saving...'). After a save the banner stays
 * `bannerMs`, then `onDone` returns the view to Overview; Cancel calls `onCancel` (reset) and `onDone` at once.
 */
export function SettingsFormFrame({
  texts,
  save,
  bannerMs,
  onSubmit,
  onCancel,
  onDone,
  children,
}: {
  texts: SettingsFormTexts;
  save: SaveState;
  bannerMs: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  onDone(): void;
  children: ReactNode;
}) {
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!save.isSuccess) return;
    banner.current?.focus();
    const timer = window.setTimeout(onDone, bannerMs);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, onDone, bannerMs]);

  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{texts.title}</h2>
        <p className="text-sm text-slate-600">{texts.intro}</p>
      </div>
      {save.isSuccess && (
        <Alert tone="success" ref={banner}>
          {texts.updated}
        </Alert>
      )}
      <fieldset disabled={save.isPending || save.isSuccess} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {children}
      </fieldset>
      {save.isError && <Alert tone="error">{errorText(save.error, texts.updateFailed)}</Alert>}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          disabled={save.isPending}
          onClick={() => {
            onCancel();
            onDone();
          }}
        >
          {texts.cancel}
        </Button>
        <Button type="submit" busy={save.isPending} disabled={save.isSuccess} icon={<Save aria-hidden="true" className="size-4" />}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
