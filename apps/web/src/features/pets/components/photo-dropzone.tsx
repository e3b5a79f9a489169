import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { TOUCH_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import type { PickedPhoto } from '../hooks/use-picked-photo';
import { IMAGE_ACCEPT } from '../upload-rules';

interface PhotoDropzoneProps {
  id: string;
  photo: PickedPhoto | null;
  /** The file chosen by drop or picker (validation is the caller's). */
  onPick: (file: File) => void;
  onClear: () => void;
  error?: string;
  disabled?: boolean;
  /** The line under the field while there is no error. */
  hint?: string;
}

const DEFAULT_HINT =
  'JPEG, PNG, WebP or GIF, under 5 MB. We remove location data from every photo.';

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The photo field: drop a file on it, or press it (a label tied to the file input) to pick one.
 * A chosen photo shows as a preview with Change and Remove.
 */
export function PhotoDropzone({
  id,
  photo,
  onPick,
  onClear,
  error,
  disabled,
  hint = DEFAULT_HINT,
}: PhotoDropzoneProps) {
  const [dragging, setDragging] = useState(false);
  const touch = useMediaQuery(TOUCH_QUERY);
  const file = photo?.file;
  const preview = photo?.previewUrl;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-semibold text-plum-800">
        Photo
      </span>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="peer sr-only"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : hintId}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // Reset so picking the same file again still fires a change.
          event.target.value = '';
          if (picked) onPick(picked);
        }}
      />
      {file ? (
        <div
          className="relative overflow-hidden rounded-3xl border border-border/70 bg-plum-900 shadow-soft"
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
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
      ) : (
        <label
          htmlFor={id}
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
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
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
