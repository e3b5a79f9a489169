import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedPhoto {
  file: File;
  /** An object URL for the preview (null where the browser cannot make one). */
  previewUrl: string | null;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The chosen photo and its preview URL. The URL is made when a photo is picked and revoked when
 * it is replaced, cleared, or the form goes away, so previews never leak memory.
 */
export function usePickedPhoto() {
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const urlRef = useRef<string | null>(null);

  const revoke = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  const pick = useCallback((file: File | null) => {
    revoke();
    if (!file) {
      setPhoto(null);
      return;
    }
    const previewUrl = previewOf(file);
    urlRef.current = previewUrl;
    setPhoto({ file, previewUrl });
  }, []);

  useEffect(() => revoke, []);

  return [photo, pick] as const;
}
