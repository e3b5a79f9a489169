import {
  Camera,
  Dog,
  Heart,
  MessageSquareQuote,
  Newspaper,
  PawPrint,
  Sparkles,
  Star,
  Trophy,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

interface Tile {
  icon: LucideIcon;
  className: string;
}

/** Decorative only: gradient tiles until real pet photos fill the hero. */
const tiles: Tile[] = [
  { icon: PawPrint, className: 'row-span-2 from-coral-300 via-coral-400 to-coral-500' },
  { icon: Heart, className: 'from-teal-200 to-teal-400' },
  { icon: Star, className: 'from-sunny-300 to-coral-300' },
  { icon: Camera, className: 'from-plum-200 to-plum-400' },
  { icon: Trophy, className: 'row-span-2 from-coral-200 via-sunny-300 to-sunny-400' },
  { icon: Sparkles, className: 'from-coral-100 to-coral-300' },
  { icon: Dog, className: 'from-teal-100 to-teal-300' },
];

function HeroGrid() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-tr from-coral-200/60 via-cream-200 to-teal-100/70 blur-2xl" />
      <div className="grid auto-rows-[5.5rem] grid-cols-3 gap-3 sm:auto-rows-[7.5rem] sm:gap-4">
        {tiles.map(({ icon: Icon, className }, index) => (
          <div
            key={index}
            className={cn(
              'flex items-center justify-center rounded-2xl bg-gradient-to-br shadow-soft ring-1 ring-white/60',
              className,
            )}
          >
            <Icon
              className={cn(
                'size-9 text-white drop-shadow-sm sm:size-11',
                index % 2 === 0 && 'motion-safe:animate-float',
              )}
              strokeWidth={2.2}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

export default function HomePage() {
  useDocumentTitle();
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-coral-50 to-transparent" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-card px-4 py-1.5 text-xs font-semibold sm:text-sm text-coral-800 shadow-soft ring-1 ring-coral-100">
            <Newspaper aria-hidden="true" className="size-4 text-coral-600" />
            This month&apos;s winner gets a magazine feature
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-black tracking-tight sm:text-5xl lg:text-6xl">
            Is your pet the{' '}
            <span className="bg-gradient-to-r from-coral-600 to-coral-500 bg-clip-text text-transparent">
              cutest
            </span>{' '}
            in town? Prove it.
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            Enter our monthly pet photo contest, collect votes from pet lovers everywhere and win a
            spot in our magazine. Free to enter, fun to vote.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button asChild size="lg">
              <Link to="/upload">
                <Upload aria-hidden="true" />
                Add Your Pet
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/create">
                <MessageSquareQuote aria-hidden="true" />
                Create Caption Contest
              </Link>
            </Button>
            <Button asChild size="lg" variant="accent">
              <Link to="/vote">
                <Heart aria-hidden="true" />
                Vote Now
              </Link>
            </Button>
          </div>
        </div>
        <HeroGrid />
      </div>
    </section>
  );
}
