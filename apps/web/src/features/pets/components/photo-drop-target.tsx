import { ImagePlus } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { DragHandlers } from './photo-preview';

/** The empty field: a label for the file input that also takes a dropped file. */
export function PhotoDropTarget({
  id,
  touch,
  dragging,
  error,
  disabled,
  drag,
}: {
  id: string;
  touch: boolean;
  dragging: boolean;
  error: boolean;
  disabled: boolean | undefined;
  drag: DragHandlers;
}) {
  return (
    <label
      htmlFor={id}
      onDragOver={drag.onDragOver}
      onDragEnter={drag.onDragOver}
      onDragLeave={drag.onDragLeave}
      onDrop={drag.onDrop}
      className={cn(
        'flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-coral-300 bg-coral-50/60 px-6 text-center transition-colors hover:border-coral-400 hover:bg-coral-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
        dragging && 'border-coral-500 bg-coral-100',
        error && 'border-destructive/60 bg-[#fdf0f1]',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-card text-coral-600 shadow-soft">
        <ImagePlus aria-hidden="true" className="size-8" />
      </span>
      {touch ? (
        // Phones and tablets cannot drag files in (docs/decisions/0034-form-fields-and-touch-wording.md).
        <span className="font-display text-lg font-extrabold text-plum-800">
          Tap to choose a photo
        </span>
      ) : (
        <>
          <span className="font-display text-lg font-extrabold text-plum-800">
            {dragging ? 'Drop your photo here' : 'Drag & drop a photo'}
          </span>
          <span className="text-sm text-muted-foreground">
            or{' '}
            <span className="font-semibold text-coral-700 underline underline-offset-4">
              browse your files
            </span>
          </span>
        </>
      )}
    </label>
  );
}
