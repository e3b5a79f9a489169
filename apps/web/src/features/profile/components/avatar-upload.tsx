import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import { ImagePlus, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { uploadAvatar } from '../profile-api';
import { failureToast } from '../profile-failure';

export const AVATAR_HINT = 'Recommended: 300x300px or larger, JPEG or PNG.';

function checkFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return messages.profile.avatarNotImage;
  if (file.size >= MAX_IMAGE_BYTES) return messages.profile.avatarTooLarge;
  return null;
}

/** An object URL for the preview; jsdom and very old browsers have none. */
function previewUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

interface AvatarUploadProps {
  name: string;
  avatarUrl: string | null;
  /** After a successful upload (re-read the session so the header and navbar update). */
  onUploaded: () => Promise<void>;
}

/**
 * Choose a photo, see it, upload it (docs/product/dashboard.md, Profile Settings; with a busy
 * state).
 */
export function AvatarUpload({ name, avatarUrl, onUploaded }: AvatarUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  // Release each preview URL once it is replaced, and when the card goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function reset() {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.files?.[0];
    if (!next) return;
    const problem = checkFile(next);
    setError(problem);
    if (problem) {
      reset();
      return;
    }
    setChosen({ file: next, preview: previewUrlOf(next) });
  }

  async function onUpload() {
    if (!file || busy) return;
    setBusy(true);
    try {
      await uploadAvatar(file);
    } catch (error) {
      toast.error(...failureToast(error, messages.profile.avatarFailed));
      setBusy(false);
      return;
    }
    toast.success(messages.profile.avatarUploaded);
    await onUploaded();
    reset();
    setBusy(false);
  }

  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <h3 className="font-display text-lg font-bold text-plum-800">Profile photo</h3>
      <div className="relative mt-5">
        {preview ? (
          <img
            src={preview}
            alt="Preview of your new profile photo"
            className="size-32 rounded-full object-cover shadow-lifted ring-4 ring-coral-100"
          />
        ) : (
          <Avatar
            name={name}
            src={avatarUrl}
            className="size-32 text-4xl shadow-lifted ring-4 ring-coral-100"
          />
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-plum-900/40">
            <Spinner className="size-8 text-white" />
          </span>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={onChoose}
        disabled={busy}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="mt-5 inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-semibold text-plum-800 shadow-soft transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:border-coral-300 hover:bg-coral-50"
      >
        <ImagePlus aria-hidden="true" className="size-4 text-coral-600" />
        {file ? 'Choose another photo' : 'Choose a photo'}
      </label>
      <p id={hintId} className="mt-3 text-xs text-muted-foreground">
        {AVATAR_HINT}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {file ? (
        <div className="mt-4 flex w-full flex-col gap-2">
          <p className="truncate text-xs font-medium text-plum-600" title={file.name}>
            {file.name}
          </p>
          <Button onClick={() => void onUpload()} disabled={busy} className="w-full">
            {busy ? <Spinner /> : <Upload aria-hidden="true" />}
            {busy ? 'Uploading…' : 'Upload photo'}
          </Button>
          <Button variant="ghost" size="sm" onClick={reset} disabled={busy}>
            Cancel
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
