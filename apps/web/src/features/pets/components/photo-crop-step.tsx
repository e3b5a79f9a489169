import 'react-image-crop/dist/ReactCrop.css';
import { Check, RotateCcw, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { centerCrop, makeAspectCrop, ReactCrop, type PercentCrop } from 'react-image-crop';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import {
  coversAll,
  CROP_SHAPES,
  cropPhoto,
  rotatedPreview,
  sourceArea,
  turned,
  type CropShape,
  type Rotation,
} from '../crop-photo';

const WHOLE: PercentCrop = { unit: '%', x: 0, y: 0, width: 100, height: 100 };

const SHAPE_LABELS: Record<CropShape, string> = { free: 'Free', square: 'Square', portrait: '4:5' };

const ARIA_LABELS = {
  cropArea: 'Crop area: drag it, or move it with the arrow keys',
  nwDragHandle: 'Resize the crop from its top left corner',
  nDragHandle: 'Resize the crop from its top edge',
  neDragHandle: 'Resize the crop from its top right corner',
  eDragHandle: 'Resize the crop from its right edge',
  seDragHandle: 'Resize the crop from its bottom right corner',
  sDragHandle: 'Resize the crop from its bottom edge',
  swDragHandle: 'Resize the crop from its bottom left corner',
  wDragHandle: 'Resize the crop from its left edge',
};

/** The largest centred crop of this shape on a `width` × `height` photo. */
function cropFor(shape: CropShape, width: number, height: number): PercentCrop {
  const aspect = CROP_SHAPES[shape];
  if (!aspect || !width || !height) return WHOLE;
  const side = width / height > aspect ? { height: 100 } : { width: 100 };
  return centerCrop(makeAspectCrop({ unit: '%', ...side }, aspect, width, height), width, height);
}

/**
 * The photo's address as shown turned by `rotation`: its own preview unturned, else a smaller
 * rotated copy (the crop is kept in percent, so its size does not matter); null while it is made.
 */
function useTurnedPhoto(file: File, previewUrl: string, rotation: Rotation, onError: () => void) {
  const [rotated, setRotated] = useState<{ rotation: Rotation; url: string | null } | null>(null);
  useEffect(() => {
    if (rotation === 0) return;
    let url: string | null = null;
    let gone = false;
    void rotatedPreview(file, rotation).then((made) => {
      url = made;
      if (gone && made) URL.revokeObjectURL(made);
      else setRotated({ rotation, url: made });
    }, onError);
    return () => {
      gone = true;
      if (!url) return;
      URL.revokeObjectURL(url);
      // Never shown again: turning back to this rotation makes a new copy.
      const revoked = url;
      setRotated((current) => (current?.url === revoked ? null : current));
    };
  }, [file, rotation, onError]);
  return rotation === 0 ? previewUrl : rotated?.rotation === rotation ? rotated.url : null;
}

interface PhotoCropStepProps {
  /** The photo as made ready (before any crop). */
  file: File;
  /** An object URL of `file`. */
  previewUrl: string;
  /** Closes the step with the photo to keep. */
  onDone: (file: File) => void;
}

/**
 * The crop and rotate step (docs/product/uploads.md): free, square or 4:5 crop, quarter turns,
 * the crop box dragged by pointer or touch or moved with the arrow keys (react-image-crop),
 * "Reset" and "Use photo". The result is drawn from the photo as made ready, never from an
 * earlier crop.
 */
export default function PhotoCropStep({ file, previewUrl, onDone }: PhotoCropStepProps) {
  const [shape, setShape] = useState<CropShape>('free');
  const [rotation, setRotation] = useState<Rotation>(0);
  const [crop, setCrop] = useState<PercentCrop>(WHOLE);
  const [original, setOriginal] = useState<{ width: number; height: number } | null>(null);
  const [shown, setShown] = useState<{ width: number; height: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const area = useRef<HTMLDivElement>(null);

  const onTurnError = useCallback(() => setError('This photo could not be turned. Try again.'), []);
  const src = useTurnedPhoto(file, previewUrl, rotation, onTurnError);

  useEffect(() => {
    area.current?.querySelector<HTMLElement>('.ReactCrop__crop-selection')?.focus();
  }, [shown]);

  const result = original && sourceArea(crop, original.width, original.height, rotation);
  const turnedResult =
    result && (rotation === 90 || rotation === 270)
      ? { width: result.height, height: result.width }
      : result;

  async function keepPhoto() {
    if (rotation === 0 && coversAll(crop)) {
      onDone(file);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const cropped = await cropPhoto(file, crop, rotation);
      if (!cropped) throw new Error('no canvas');
      onDone(cropped);
    } catch {
      setError('This photo could not be cropped. Try again.');
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby="photo-crop-title"
      className="grid gap-4 rounded-3xl border border-border/70 bg-card p-3 shadow-soft sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-1">
        <h3 id="photo-crop-title" className="font-display text-lg font-extrabold text-plum-900">
          Crop &amp; rotate
        </h3>
        <p className="text-sm text-muted-foreground">Drag the box, or use the arrow keys.</p>
      </div>

      <div
        ref={area}
        className="flex min-h-56 items-center justify-center overflow-hidden rounded-2xl bg-plum-900 p-2"
      >
        {src ? (
          <ReactCrop
            crop={crop}
            onChange={(_, percent) => setCrop(percent)}
            aspect={CROP_SHAPES[shape]}
            keepSelection
            ruleOfThirds
            minWidth={24}
            minHeight={24}
            ariaLabels={ARIA_LABELS}
            className="max-w-full"
            // The library's focus colour, in the site's (a bright blue otherwise).
            style={{ '--rc-focus-color': 'var(--color-coral-400)' } as CSSProperties}
          >
            <img
              src={src}
              alt={`${file.name}, turned ${rotation}°`}
              className="block max-h-[min(60vh,28rem)] w-auto max-w-full"
              onLoad={(event) => {
                const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                if (rotation === 0) setOriginal({ width, height });
                setShown({ width, height });
                setCrop(cropFor(shape, width, height));
              }}
            />
          </ReactCrop>
        ) : (
          <Spinner className="text-white" />
        )}
      </div>

      <CropControls
        shape={shape}
        onShape={(chosen) => {
          setShape(chosen);
          if (shown) setCrop(cropFor(chosen, shown.width, shown.height));
        }}
        onRotate={() => {
          setShown(null);
          setRotation(turned(rotation));
        }}
        result={turnedResult}
        error={error}
        saving={saving}
        ready={Boolean(src)}
        onReset={() => {
          setShape('free');
          setRotation(0);
          setCrop(WHOLE);
          setError(undefined);
        }}
        onUse={() => void keepPhoto()}
      />
    </section>
  );
}

/** The crop step's shape choice, turn, result size, "Reset" and "Use photo". */
function CropControls({
  shape,
  onShape,
  onRotate,
  result,
  error,
  saving,
  ready,
  onReset,
  onUse,
}: {
  shape: CropShape;
  onShape: (shape: CropShape) => void;
  onRotate: () => void;
  /** The size the photo will have (null until the photo has loaded). */
  result: { width: number; height: number } | null;
  error: string | undefined;
  saving: boolean;
  ready: boolean;
  onReset: () => void;
  onUse: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          type="single"
          aria-label="Crop shape"
          value={shape}
          onValueChange={(next) => {
            if (next) onShape(next as CropShape);
          }}
        >
          {(Object.keys(SHAPE_LABELS) as CropShape[]).map((key) => (
            <ToggleGroupItem key={key} value={key} className="px-3.5">
              {SHAPE_LABELS[key]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Button type="button" variant="outline" size="sm" onClick={onRotate}>
          <RotateCw aria-hidden="true" />
          Rotate 90°
        </Button>
      </div>

      <p className="px-1 text-sm text-muted-foreground" aria-live="polite">
        {result
          ? `Your photo will be ${result.width} × ${result.height} px.`
          : 'Loading your photo…'}
      </p>
      {error ? (
        <p role="alert" className="px-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}

      <div className="grid grid-cols-2 gap-3">
        <Button type="button" variant="outline" disabled={saving} onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button type="button" disabled={saving || !ready} onClick={onUse}>
          {saving ? <Spinner /> : <Check aria-hidden="true" />}
          Use photo
        </Button>
      </div>
    </>
  );
}
