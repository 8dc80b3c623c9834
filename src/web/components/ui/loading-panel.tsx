import { Spinner } from './spinner';

/** Where a list will appear once it has loaded: a spinner and what is loading. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white py-14 text-sm text-slate-600">
      <Spinner className="size-5 text-blue-700" />
      {label}
    </div>
  );
}
