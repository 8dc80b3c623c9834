import * as Tabs from '@radix-ui/react-tabs';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { COMMON_TEXTS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { UNIT_TEXTS } from '@/domain/units/unit-forms';
import { PageHeader } from '@/web/components/page-header';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { useSignedInUser } from '@/web/features/session';
import { useUnitAgencies } from '../api/get-unit-agencies';
import { unitKeys } from '../api/unit-keys';
import { SystemUnitsView } from '../components/system-units-view';
import { UnitManagement } from '../components/unit-management';

const VIEW_PARAM = 'view';
const MANAGE = 'manage';
const ALL = 'all';

const tabClass =
  'shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800';

/** The Manage Units tab: every agency's units, with writes for administrators. */
function ControlCenterUnitManagement() {
  const agencies = useUnitAgencies();
  return <UnitManagement agencies={agencies.data ?? []} canWrite showRefresh={false} />;
}

/**
 * /dashboard/units: the system-wide units screen for everyone in the control center; administrators get a
 * second tab, Manage Units, with figures, search, type filter, Add, Edit and Delete. ?view=manage opens it.
 */
export default function UnitsPage() {
  const isAdmin = useSignedInUser().userType === 'ADMIN';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = isAdmin && params.get(VIEW_PARAM) === MANAGE ? MANAGE : ALL;
  const fetching = useIsFetching({ queryKey: unitKeys.all }) > 0;
  const refresh = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: unitKeys.all }),
      queryClient.invalidateQueries({ queryKey: unitKeys.agencies }),
    ]);

  return (
    <div className="space-y-5">
      <PageHeader
        title={UNIT_TEXTS.title}
        subtitle={UNIT_TEXTS.subtitle}
        actions={<RefreshButton label={COMMON_TEXTS.refresh} fetching={fetching} onRefresh={refresh} />}
      />
      {isAdmin ? (
        <Tabs.Root
          value={view}
          onValueChange={(next) => setParams(next === MANAGE ? { [VIEW_PARAM]: MANAGE } : {}, { replace: true })}
        >
          <Tabs.List aria-label={UNITS_SCREEN.tabsLabel} className="flex gap-1 overflow-x-auto border-b border-slate-200">
            <Tabs.Trigger value={ALL} className={tabClass}>
              {UNITS_SCREEN.tabs.all}
            </Tabs.Trigger>
            <Tabs.Trigger value={MANAGE} className={tabClass}>
              {UNITS_SCREEN.tabs.manage}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={ALL} className="pt-5 focus-visible:outline-none">
            <SystemUnitsView />
          </Tabs.Content>
          <Tabs.Content value={MANAGE} className="pt-5 focus-visible:outline-none">
            <ControlCenterUnitManagement />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <SystemUnitsView />
      )}
    </div>
  );
}
