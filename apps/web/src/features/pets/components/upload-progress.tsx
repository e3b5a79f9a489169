import { Progress } from '@/components/ui/progress';
import type { UploadPhase } from '../hooks/use-pet-upload';

const phaseText: Record<UploadPhase, string> = {
  idle: '',
  preparing: 'Preparing upload…',
  sending: 'Uploading your photo…',
  processing: 'Making it look great…',
  done: 'All done!',
};

/** The upload's progress bar and what is happening right now. */
export function UploadProgress({ phase, progress }: { phase: UploadPhase; progress: number }) {
  if (phase === 'idle') return null;
  return (
    <div className="grid gap-2 rounded-2xl bg-coral-50 p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p id="upload-progress-label" className="font-semibold text-plum-800" aria-live="polite">
          {phaseText[phase]}
        </p>
        <p className="font-mono text-xs font-semibold text-coral-800 tabular-nums">{progress}%</p>
      </div>
      <Progress value={progress} aria-labelledby="upload-progress-label" />
    </div>
  );
}
