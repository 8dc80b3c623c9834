import { KeyRound, ListChecks, Trash2 } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { WEBHOOK_UI } from '../webhook-ui-texts';
import type { EndpointView } from '../api/webhook-calls';

/** One endpoint: its URL, description and events, the switch that enables it, and what can be done with it. */
export function EndpointRow({
  endpoint,
  busy,
  onToggle,
  onLog,
  onRotate,
  onDelete,
}: {
  endpoint: EndpointView;
  busy: boolean;
  onToggle(enabled: boolean): void;
  onLog(): void;
  onRotate(): void;
  onDelete(): void;
}) {
  return (
    <li className="space-y-3 px-4 py-4">
      <div className="space-y-1">
        <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
        {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
        <div className="flex flex-wrap gap-1">
          {endpoint.events.map((event) => (
            <Badge key={event} tone="blue">
              {event}
            </Badge>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch id={`webhook-enabled-${endpoint.id}`} label={WEBHOOK_UI.enabled} checked={endpoint.enabled} disabled={busy} onChange={(e) => onToggle(e.target.checked)} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" icon={<ListChecks aria-hidden="true" className="size-4" />} onClick={onLog}>
            {WEBHOOK_UI.deliveries}
          </Button>
          <Button size="sm" variant="secondary" icon={<KeyRound aria-hidden="true" className="size-4" />} onClick={onRotate}>
            {WEBHOOK_UI.rotate}
          </Button>
          <Button size="sm" variant="secondary" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={onDelete}>
            {WEBHOOK_UI.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
