import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field } from '@/web/components/ui/field';
import { Modal } from '@/web/components/ui/modal';
import { INTEGRATION_KEYS_UI } from '../integration-key-ui-texts';

/** The new key's text, this once: the server keeps only its hash, so closing this loses it for good. */
export function NewKeyModal({ open, keyText, onClose }: { open: boolean; keyText: string; onClose(): void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = () =>
    navigator.clipboard.writeText(keyText).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <Modal open={open} onClose={onClose} title={INTEGRATION_KEYS_UI.created.title} footer={<Button onClick={onClose}>{INTEGRATION_KEYS_UI.created.done}</Button>}>
      <div className="space-y-4">
        <Alert tone="info">{INTEGRATION_KEYS_UI.created.warning}</Alert>
        <Field id="new-key-text" label={INTEGRATION_KEYS_UI.created.label}>
          <div className="flex gap-2">
            <input id="new-key-text" readOnly value={keyText} className={`${controlClass} font-mono text-xs`} onFocus={(e) => e.target.select()} />
            <Button variant="secondary" icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => void copyKey()}>
              {copy === 'copied' ? INTEGRATION_KEYS_UI.created.copied : INTEGRATION_KEYS_UI.created.copy}
            </Button>
          </div>
        </Field>
        <p role="status" className="text-sm text-slate-600">
          {copy === 'failed' ? INTEGRATION_KEYS_UI.created.copyFailed : ''}
        </p>
      </div>
    </Modal>
  );
}
