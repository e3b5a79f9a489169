import { CAPTION_WINNER_MIN_VOTES } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Heart, PenLine, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const rules = [
  { icon: Heart, text: 'One vote each: pick the caption that made you laugh.' },
  {
    icon: Trophy,
    text: `At ${CAPTION_WINNER_MIN_VOTES} votes the top caption wins the trophy (and can still be overtaken).`,
  },
  { icon: PenLine, text: 'Funnier idea? Add one caption of your own.' },
];

/** How a caption contest works, and an invitation to start one. */
export function ContestRules({ className }: { className?: string }) {
  return (
    <aside
      aria-labelledby="contest-rules-title"
      className={cn('rounded-3xl bg-card/70 p-5 ring-1 ring-border/60', className)}
    >
      <h2 id="contest-rules-title" className="text-base font-extrabold">
        How it works
      </h2>
      <ul className="mt-3 grid gap-2.5 text-sm text-plum-700">
        {rules.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2.5">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-coral-50 text-coral-600">
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <span className="pt-1">{text}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant="link" className="mt-3 h-auto px-0">
        <Link to={href('create')}>
          <Sparkles aria-hidden="true" />
          Start your own caption contest
        </Link>
      </Button>
    </aside>
  );
}
