import { Bell, CheckCheck, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { NOTIFICATION_TEXTS } from '@/domain/portals/control-center-screens';
import type { NotificationItem } from '@/domain/notifications/notification-answers';
import { Button } from '@/web/components/ui/button';
import { IconButton } from '@/web/components/ui/icon-button';
import { Spinner } from '@/web/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationList } from './notification-list';

/**
 * The top bar's bell: the unread count, and a dropdown panel (not modal: the page stays usable) with
 * Mark all read, Refresh, close and the list. Escape or a click outside closes it. `onDark` for the portals' blue header;
 * on a phone the panel spans the screen, wherever the bell sits in a wrapped header.
 */
export function NotificationBell({ onDark = false }: { onDark?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const inbox = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = inbox.data?.unreadCount ?? 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const openNotification = (n: NotificationItem) => {
    if (!n.read) markRead.mutate(n.id);
    // only the app's own pages: a stored link never sends anyone off-site
    if (n.link?.startsWith('/') && !n.link.startsWith('//')) {
      close(false);
      navigate(n.link);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={bell}
        type="button"
        aria-label={unread > 0 ? NOTIFICATION_TEXTS.bellWithCount(unread) : NOTIFICATION_TEXTS.bell}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
        className={`relative rounded-lg p-2 focus-visible:outline-2 ${onDark ? 'text-white hover:bg-white/15 focus-visible:outline-white' : 'text-slate-700 hover:bg-slate-100 focus-visible:outline-blue-600'}`}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {NOTIFICATION_TEXTS.unreadBadge(unread)}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={NOTIFICATION_TEXTS.bell}
          tabIndex={-1}
          className="absolute top-full right-0 z-30 mt-2 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl outline-none max-sm:fixed max-sm:inset-x-3 max-sm:top-16 max-sm:w-auto"
        >
          <div className="flex items-center gap-1 border-b border-slate-200 px-3 py-2">
            <h2 className="flex-1 px-1 text-sm font-semibold text-slate-900">{NOTIFICATION_TEXTS.bell}</h2>
            <Button
              variant="ghost"
              size="sm"
              icon={<CheckCheck aria-hidden="true" className="size-4" />}
              disabled={unread === 0}
              busy={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {NOTIFICATION_TEXTS.markAllRead}
            </Button>
            <IconButton
              label={NOTIFICATION_TEXTS.refresh}
              icon={<RotateCw aria-hidden="true" className={inbox.isFetching ? 'size-4 animate-spin' : 'size-4'} />}
              onClick={() => void inbox.refetch()}
              className="text-slate-600 hover:bg-slate-100"
            />
            <IconButton
              label={NOTIFICATION_TEXTS.close}
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => close(true)}
              className="text-slate-600 hover:bg-slate-100"
            />
          </div>
          <div className="max-h-[min(24rem,70dvh)] overflow-y-auto overscroll-contain">
            {inbox.isPending ? (
              <div className="flex justify-center py-10">
                <Spinner className="size-5 text-blue-700" />
              </div>
            ) : (
              <NotificationList items={inbox.data?.items ?? []} onOpen={openNotification} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
