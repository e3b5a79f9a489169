import { Camera, Cat, Dog, Heart, PawPrint, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface BrandPoint {
  icon: LucideIcon;
  text: string;
}

interface BrandPanelProps {
  headline: string;
  points: BrandPoint[];
  className?: string;
}

/** Scattered paw prints behind the illustration: [left %, top %, size rem, rotation deg]. */
const paws: [number, number, number, number][] = [
  [8, 8, 2.2, -20],
  [80, 5, 1.6, 25],
  [88, 38, 2.6, -10],
  [4, 46, 1.5, 30],
  [70, 62, 1.3, -35],
];

/** Two "photos" of pets pinned to the panel, with floating contest chips: all CSS and icons. */
function PetIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto h-72 w-full max-w-sm">
      {paws.map(([left, top, size, rotate], index) => (
        <PawPrint
          key={index}
          className="absolute text-white/15"
          style={{
            left: `${left}%`,
            top: `${top}%`,
            width: `${size}rem`,
            height: `${size}rem`,
            transform: `rotate(${rotate}deg)`,
          }}
          strokeWidth={2.4}
        />
      ))}
      {/* Back photo: a cat on teal. */}
      <div className="absolute top-6 right-6 w-40 rotate-6 rounded-2xl bg-white p-2.5 pb-7 shadow-lifted">
        <div className="flex aspect-square items-center justify-center rounded-xl bg-gradient-to-br from-teal-200 to-teal-400">
          <Cat className="size-16 text-white drop-shadow-sm" strokeWidth={1.8} />
        </div>
      </div>
      {/* Front photo: a dog on sunny coral. */}
      <div className="absolute top-12 left-6 w-48 -rotate-[5deg] rounded-2xl bg-white p-3 pb-9 shadow-lifted motion-safe:animate-float">
        <div className="flex aspect-square items-center justify-center rounded-xl bg-gradient-to-br from-sunny-300 via-coral-200 to-coral-300">
          <Dog className="size-20 text-white drop-shadow-sm" strokeWidth={1.8} />
        </div>
        <div className="absolute bottom-2.5 left-3 flex items-center gap-1.5">
          <span className="h-1.5 w-16 rounded-full bg-plum-800/10" />
          <span className="h-1.5 w-6 rounded-full bg-coral-200" />
        </div>
      </div>
      {/* Contest chips. */}
      <span className="absolute top-0 left-[42%] flex size-11 items-center justify-center rounded-full bg-white text-coral-600 shadow-lifted">
        <Heart className="size-5 fill-coral-500 stroke-coral-500" />
      </span>
      <span className="absolute right-2 bottom-8 flex items-center gap-2 rounded-full bg-white py-2 pr-4 pl-2 text-sm font-bold text-plum-800 shadow-lifted">
        <span className="flex size-7 items-center justify-center rounded-full bg-sunny-300">
          <Trophy className="size-4 text-plum-800" />
        </span>
        Pet of the month
      </span>
      <span className="absolute bottom-0 left-10 flex size-10 items-center justify-center rounded-full bg-teal-500 text-white shadow-lifted">
        <Camera className="size-5" />
      </span>
      <Sparkles className="absolute top-3 right-1 size-6 text-sunny-300" />
    </div>
  );
}

/** The warm left half of the auth pages on wide screens (decorative art plus a short pitch). */
export function BrandPanel({ headline, points, className }: BrandPanelProps) {
  return (
    <aside
      className={cn(
        'relative isolate flex-col justify-between gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-coral-500 via-coral-600 to-coral-700 p-10 text-white shadow-lifted',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-sunny-300/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-plum-800/25 blur-3xl"
      />
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-xs font-bold tracking-wider uppercase ring-1 ring-white/25">
        <PawPrint aria-hidden="true" className="size-3.5" />
        The monthly pet photo contest
      </p>
      <PetIllustration />
      <div>
        <p className="font-display text-3xl leading-tight font-extrabold text-balance">
          {headline}
        </p>
        <ul className="mt-6 grid gap-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 font-medium">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
