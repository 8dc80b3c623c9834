import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface View {
  value: string;
  label: string;
  content: ReactNode;
}

const LOOK = {
  // a segmented control, for views one level below a page's own tabs
  segmented: {
    list: 'grid w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid sm:w-auto',
    trigger:
      'rounded-md px-2 py-1.5 text-sm leading-tight font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:bg-white data-[state=active]:text-blue-800 data-[state=active]:shadow-sm sm:px-3 sm:whitespace-nowrap',
  },
  // underlined tabs, for a page's main views
  underlined: {
    list: '-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0',
    trigger:
      'shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800',
  },
} as const;

/** Views of one screen as tabs (the first open), each view rendered only while shown. */
export function ViewTabs({ label, views, look }: { label: string; views: readonly View[]; look: keyof typeof LOOK }) {
  return (
    <Tabs.Root defaultValue={views[0]?.value}>
      <Tabs.List aria-label={label} className={LOOK[look].list}>
        {views.map((v) => (
          <Tabs.Trigger key={v.value} value={v.value} className={LOOK[look].trigger}>
            {v.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {views.map((v) => (
        <Tabs.Content key={v.value} value={v.value} className="pt-5 focus-visible:outline-none">
          {v.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
