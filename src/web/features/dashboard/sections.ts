import {
  Activity,
  Ambulance,
  BadgeCheck,
  BadgeDollarSign,
  Bell,
  Building2,
  ChartColumn,
  LayoutDashboard,
  MapIcon,
  Route,
  ScrollText,
  Settings,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { DASHBOARD_SECTIONS, type DashboardSection } from '@/domain/portals/portal-texts';
import { paths } from '@/web/app/paths';

export interface NavItem {
  section: DashboardSection;
  path: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** Sidebar entries in the spec's order, then TCC's own; Settings, Financial and Access Log only for administrators. */
export const SIDEBAR: NavItem[] = [
  { section: 'overview', path: paths.dashboard.root, icon: LayoutDashboard },
  { section: 'trips', path: paths.dashboard.trips, icon: Route },
  { section: 'units', path: paths.dashboard.units, icon: Truck },
  { section: 'liveMap', path: paths.dashboard.liveMap, icon: MapIcon },
  { section: 'hospitals', path: paths.dashboard.hospitals, icon: Building2 },
  { section: 'agencies', path: paths.dashboard.agencies, icon: Ambulance },
  { section: 'analytics', path: paths.dashboard.analytics, icon: ChartColumn },
  { section: 'routeOptimization', path: paths.dashboard.routeOptimization, icon: Activity },
  { section: 'notifications', path: paths.dashboard.notifications, icon: Bell },
  { section: 'settings', path: paths.dashboard.settings, icon: Settings, adminOnly: true },
  { section: 'financial', path: paths.dashboard.financial, icon: BadgeDollarSign, adminOnly: true },
  { section: 'accessLog', path: paths.dashboard.accessLog, icon: ScrollText, adminOnly: true },
  { section: 'credentials', path: paths.dashboard.credentials, icon: BadgeCheck },
];

const SECTION_OF_PATH = Object.entries(paths.dashboard)
  .map(([key, path]) => [path, key === 'root' ? 'overview' : (key as DashboardSection)] as const)
  .sort(([a], [b]) => b.length - a.length);

/** The section a dashboard path belongs to (sub-paths such as /dashboard/hospitals/12 included), for the top bar. */
export function sectionName(pathname: string): string {
  const match = SECTION_OF_PATH.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return DASHBOARD_SECTIONS[match?.[1] ?? 'overview'];
}
