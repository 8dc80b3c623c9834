import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Modal } from '@/web/components/ui/modal';
import { WEBHOOK_UI } from '../webhook-ui-texts';

const SECRET_TEXTS = WEBHOOK_UI.secret;

/** The signing secret, shown the one time the server answers it (at creation or rotation), with a Copy button. */
export function SecretModal({ shown, onClose }: { shown: { url: string; secret: string } | null; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open={shown !== null}
      onClose={close}
      title={SECRET_TEXTS.title}
      footer={
        <Button variant="secondary" onClick={close}>
          {SECRET_TEXTS.done}
        </Button>
      }
    >
      {shown && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{SECRET_TEXTS.intro}</p>
          <p className="text-xs break-all text-slate-500">{shown.url}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900">{shown.secret}</code>
            <Button
              variant="secondary"
              icon={copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              onClick={() => void navigator.clipboard.writeText(shown.secret).then(() => setCopied(true))}
            >
              {copied ? SECRET_TEXTS.copied : SECRET_TEXTS.copy}
            </Button>
          </div>
          <Alert tone="info">{SECRET_TEXTS.once}</Alert>
        </div>
      )}
    </Modal>
  );
}
