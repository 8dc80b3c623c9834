import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:text-blue-900 hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-blue-600 rounded';

/** A "back" control of the logged-out screens: a button that changes the view, or a link to a route. */
export function BackLink({ label, onClick, to }: { label: string; onClick?: () => void; to?: string }) {
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </>
  );
  if (to) {
    return (
      <Link to={to} className={linkClass}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} className={linkClass}>
      {content}
    </button>
  );
}
