import { Crop, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { cn } from '@/lib/utils';

export interface DragHandlers {
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The chosen photo, with its name and size, Change and Remove; another file dropped replaces it. */
export function PhotoPreview({
  id,
  file,
  preview,
  disabled,
  dragging,
  onClear,
  onCrop,
  drag,
}: {
  id: string;
  file: File;
  preview: string | null | undefined;
  disabled: boolean | undefined;
  dragging: boolean;
  onClear: () => void;
  /** Opens the crop and rotate step (absent where the photo cannot be cropped). */
  onCrop?: () => void;
  drag: DragHandlers;
}) {
  return (
    <div
      className="relative overflow-hidden rounded-3xl border border-border/70 bg-plum-900 shadow-soft"
      onDragOver={drag.onDragOver}
      onDragLeave={drag.onDragLeave}
      onDrop={drag.onDrop}
    >
      {preview ? (
        <>
          <img
            src={preview}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-2xl"
          />
          <img
            src={preview}
            alt={`Preview of ${file.name}`}
            className="relative mx-auto aspect-[4/3] w-full object-contain"
          />
        </>
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center text-white/70">
          <ImagePlus aria-hidden="true" className="size-10" />
        </div>
      )}
      {onCrop ? (
        <button
          type="button"
          id={`${id}-crop`}
          onClick={onCrop}
          disabled={disabled}
          className="absolute top-3 left-3 inline-flex h-9 items-center gap-1.5 rounded-full bg-plum-900/70 px-3.5 text-sm font-semibold text-white backdrop-blur-md transition-colors hover:bg-plum-900/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50"
        >
          <Crop aria-hidden="true" className="size-4" />
          Crop &amp; rotate
        </button>
      ) : null}
      <div className="absolute inset-x-3 bottom-3 flex items-center gap-2 rounded-2xl bg-plum-900/70 p-2 pl-4 text-white backdrop-blur-md">
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold">{file.name}</span>
          <span className="text-white/70"> · {formatBytes(file.size)}</span>
        </p>
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold text-plum-800 transition-colors hover:bg-coral-50',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Change
        </label>
        <button
          type="button"
          onClick={onClear}
          disabled={disabled}
          className="inline-flex size-9 items-center justify-center rounded-full text-white/90 transition-colors hover:bg-white/15 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Remove photo</span>
        </button>
      </div>
      {dragging ? (
        <div className="absolute inset-0 flex items-center justify-center bg-coral-600/70 font-display text-xl font-extrabold text-white">
          Drop to replace
        </div>
      ) : null}
    </div>
  );
}
