import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { NotificationType } from '@/domain/common/enums';
import type { NotificationItem } from '@/domain/notifications/notification-answers';
import { NOTIFICATION_TEXTS } from '@/domain/portals/control-center-screens';
import { cn } from '@/web/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/web/lib/format';

const TYPE_ICON: Record<NotificationType, { Icon: typeof Info; className: string }> = {
  success: { Icon: CircleCheck, className: 'text-green-600' },
  error: { Icon: CircleAlert, className: 'text-red-600' },
  warning: { Icon: TriangleAlert, className: 'text-amber-600' },
  info: { Icon: Info, className: 'text-blue-600' },
};

/** The bell's list: newest first, unread ones tinted and marked; a click opens one. */
export function NotificationList({ items, onOpen }: { items: readonly NotificationItem[]; onOpen(n: NotificationItem): void }) {
  if (items.length === 0) return <p className="px-4 py-10 text-center text-sm text-slate-500">{NOTIFICATION_TEXTS.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((n) => {
        const { Icon, className } = TYPE_ICON[n.type];
        return (
          <li key={n.id}>
            <button
              type="button"
              onClick={() => onOpen(n)}
              className={cn(
                'flex w-full gap-3 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
                n.read ? 'bg-white hover:bg-slate-50' : 'bg-blue-50/70 hover:bg-blue-50',
              )}
            >
              <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', className)} />
              <span className="min-w-0 flex-1">
                <span className={cn('block text-sm text-slate-900', n.read ? 'font-medium' : 'font-semibold')}>
                  {!n.read && <span className="sr-only">{NOTIFICATION_TEXTS.unread}: </span>}
                  {n.title}
                </span>
                <span className="mt-0.5 block text-sm break-words text-slate-600">{n.message}</span>
                <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="mt-1 block text-xs text-slate-500">
                  {formatRelativeTime(n.createdAt)}
                </time>
              </span>
              {!n.read && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-600" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
