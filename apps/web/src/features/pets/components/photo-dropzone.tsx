import { lazy, Suspense, useEffect, useRef, useState, type DragEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TOUCH_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { PickedPhoto } from '../hooks/use-picked-photo';
import { canCrop } from '../prepare-photo';
import { IMAGE_ACCEPT } from '../upload-rules';
import { PhotoDropTarget } from './photo-drop-target';
import { PhotoPreview } from './photo-preview';

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
  /** A picked photo is being resized in the browser. */
  preparing?: boolean;
  /** Offers the crop and rotate step on a picked still photo. */
  crop?: CropControls;
}

// The crop step and its library load when it is first opened, not with the upload page.
const PhotoCropStep = lazy(() => import('./photo-crop-step'));

/** The crop and rotate step's part in the field (the pet upload form offers it). */
export interface CropControls {
  /** The photo as made ready, before any crop, and its preview. */
  original: PickedPhoto | null;
  open: boolean;
  start: () => void;
  finish: (file?: File) => void;
}

const DEFAULT_HINT =
  'JPEG, PNG, WebP, GIF or iPhone HEIC. Big phone photos are resized for you (GIFs must be under 5 MB). We remove location data from every photo.';

/** Said while a picked photo is resized (docs/product/uploads.md). */
export const PREPARING_HINT = 'Getting your photo ready…';

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
  preparing = false,
  crop,
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

  const drag = { onDragOver, onDragLeave: () => setDragging(false), onDrop };
  // The crop step edits the photo as made ready (the picked one may be an earlier crop).
  const original = crop?.original;
  const cropping = Boolean(crop?.open && original?.previewUrl);
  // Back from the crop step, the focus returns to its button.
  const wasCropping = useRef(false);
  useEffect(() => {
    if (wasCropping.current && !cropping) document.getElementById(`${id}-crop`)?.focus();
    wasCropping.current = cropping;
  }, [cropping, id]);

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
      {cropping && original ? (
        <Suspense
          fallback={
            <div className="flex aspect-[4/3] items-center justify-center rounded-3xl bg-plum-900 text-white">
              <Spinner />
            </div>
          }
        >
          <PhotoCropStep
            key={original.previewUrl}
            file={original.file}
            previewUrl={original.previewUrl!}
            onDone={(done) => crop?.finish(done)}
          />
        </Suspense>
      ) : file ? (
        <PhotoPreview
          id={id}
          file={file}
          preview={preview}
          disabled={disabled}
          dragging={dragging}
          onClear={onClear}
          onCrop={crop && original?.previewUrl && canCrop(original.file) ? crop.start : undefined}
          drag={drag}
        />
      ) : (
        <PhotoDropTarget
          id={id}
          touch={touch}
          dragging={dragging}
          error={Boolean(error)}
          disabled={disabled}
          drag={drag}
        />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground" aria-live="polite">
          {preparing ? PREPARING_HINT : hint}
        </p>
      )}
    </div>
  );
}
