import { messages } from '@pawprize/shared';
import { Check, ImageUp, Sparkles, type LucideIcon, Wand2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { CreatePhase } from '../hooks/use-create-contest';

const notice: Record<CreatePhase, string> = {
  idle: '',
  preparing: messages.captionCreate.preparing,
  uploading: messages.captionCreate.uploading,
  generating: messages.captionCreate.generating,
  done: 'Your captions are ready!',
};

const steps: { phase: CreatePhase; label: string; icon: LucideIcon }[] = [
  { phase: 'preparing', label: 'Prepare', icon: Wand2 },
  { phase: 'uploading', label: 'Upload', icon: ImageUp },
  { phase: 'generating', label: 'Write captions', icon: Sparkles },
];
const order: CreatePhase[] = ['preparing', 'uploading', 'generating', 'done'];

/**
 * The creation's progress bar, the notice for the current step (docs/product/captions.md), and the
 * three steps.
 */
export function CreateProgress({ phase, progress }: { phase: CreatePhase; progress: number }) {
  if (phase === 'idle') return null;
  const current = order.indexOf(phase);
  return (
    <div className="grid gap-3 rounded-2xl bg-coral-50 p-4 ring-1 ring-coral-100">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p id="create-progress-label" className="font-semibold text-plum-800" aria-live="polite">
          {notice[phase]}
        </p>
        <p className="font-mono text-xs font-semibold text-coral-800 tabular-nums">{progress}%</p>
      </div>
      <Progress value={progress} aria-labelledby="create-progress-label" />
      <ol className="grid grid-cols-3 gap-2 text-xs font-semibold" aria-hidden="true">
        {steps.map(({ phase: step, label, icon: Icon }, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step}
              className={cn(
                'flex items-center gap-1.5',
                done ? 'text-teal-700' : active ? 'text-coral-800' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full',
                  done ? 'bg-teal-100' : active ? 'bg-card shadow-soft' : 'bg-plum-800/5',
                )}
              >
                {done ? <Check className="size-3.5" /> : <Icon className="size-3.5" />}
              </span>
              <span className="truncate">{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
