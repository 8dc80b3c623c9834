import { Pencil, Trash2 } from 'lucide-react';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { Button } from './ui/button';

/** A table row's Edit and Delete; screen readers also hear which row (`name`) they act on. */
export function EditDeleteActions({
  name,
  deleting,
  onEdit,
  onDelete,
}: {
  name: string;
  deleting: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
      <Button size="sm" variant="secondary" icon={<Pencil aria-hidden="true" className="size-4" />} disabled={deleting} onClick={onEdit}>
        {COMMON_TEXTS.edit}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="text-red-700 hover:bg-red-50"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        busy={deleting}
        onClick={onDelete}
      >
        {COMMON_TEXTS.delete}
        <span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}
