import { ArrowLeft } from 'lucide-react';
import { SCREEN } from '@/domain/common/messages';
import { Button } from '@/web/components/ui/button';

/** The top bar's way back to the role selection once a role is chosen. */
export function BackToSelection({ onClick }: { onClick(): void }) {
  return (
    <Button variant="ghost" size="sm" className="shrink-0 whitespace-nowrap" icon={<ArrowLeft aria-hidden="true" className="size-4" />} onClick={onClick}>
      {SCREEN.backToSelection}
    </Button>
  );
}
