import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { cn } from '@/web/lib/cn';

interface Edges {
  /** Content lies beyond the start (scrolled past). */
  before: boolean;
  /** Content lies beyond the end. */
  after: boolean;
}

/** Which ends of a horizontally scrolling box have more content beyond them, as it scrolls and resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const before = box.scrollLeft > 1;
      const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((e) => (e.before === before && e.after === after ? e : { before, after }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}

// the cue's width: a tab brought into view stops clear of it
export const SCROLL_CUE_PX = 40;

/** Scrolls the box just enough that `item` is wholly in sight, clear of the cues. */
export function scrollIntoBox(box: HTMLElement, item: HTMLElement) {
  const outer = box.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.left < outer.left + SCROLL_CUE_PX) box.scrollLeft -= outer.left + SCROLL_CUE_PX - inner.left;
  else if (inner.right > outer.right - SCROLL_CUE_PX) box.scrollLeft += inner.right - (outer.right - SCROLL_CUE_PX);
}

function Cue({ side, label, onClick }: { side: 'before' | 'after'; label: string; onClick(): void }) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-10 items-center from-slate-50 via-slate-50/90 to-transparent',
        side === 'before' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
      )}
    >
      {/* pointer users' way to the hidden tabs; keyboard users move along the tabs with the arrow keys */}
      <button
        type="button"
        tabIndex={-1}
        aria-label={label}
        onClick={onClick}
        className="pointer-events-auto flex size-7 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:text-slate-900"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The visible cue that a row scrolls sideways: a fade and an arrow button at each end with more beyond it. Place it
 * in a `relative` box around the scrolling row `boxRef`.
 */
export function ScrollCue({ boxRef, edges, labels }: { boxRef: RefObject<HTMLElement | null>; edges: Edges; labels: { before: string; after: string } }) {
  const scroll = (direction: -1 | 1) => {
    const box = boxRef.current;
    if (box) box.scrollBy({ left: direction * Math.max(box.clientWidth * 0.7, SCROLL_CUE_PX), behavior: 'smooth' });
  };
  return (
    <>
      {edges.before && <Cue side="before" label={labels.before} onClick={() => scroll(-1)} />}
      {edges.after && <Cue side="after" label={labels.after} onClick={() => scroll(1)} />}
    </>
  );
}
