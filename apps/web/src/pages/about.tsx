import { href } from '@pawprize/shared/routes';
import { BookHeart, Heart, ShoppingBag, Trophy, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Offer {
  title: string;
  text: string;
  icon: LucideIcon;
  tint: string;
}

const offers: Offer[] = [
  {
    title: 'Pet Contests',
    text: 'A new photo contest every month, head-to-head battles and caption contests. The monthly winner is featured in our magazine.',
    icon: Trophy,
    tint: 'bg-coral-100 text-coral-700',
  },
  {
    title: 'Community',
    text: 'Pet lovers who vote, share and cheer each other on. Keep a daily voting streak and discover pets from everywhere.',
    icon: Users,
    tint: 'bg-teal-100 text-teal-700',
  },
  {
    title: 'Pet Products',
    text: 'A small, hand-picked shop of grooming tools, blankets, toys and treats we would give our own pets.',
    icon: ShoppingBag,
    tint: 'bg-sunny-300/50 text-coral-800',
  },
  {
    title: 'Pet Care Tips',
    text: 'Practical articles on grooming, nutrition, play and how to take a photo that shows off your pet’s personality.',
    icon: BookHeart,
    tint: 'bg-plum-100 text-plum-700',
  },
];

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <PageShell>
      <PageHeader
        eyebrow="About PawPrize"
        title="Every pet deserves a moment in the spotlight"
        description="PawPrize is a friendly photo contest that celebrates the animals who make our lives better — the majestic, the goofy and the perfectly ordinary."
      />

      <div className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        <section aria-labelledby="our-story" className="rounded-3xl bg-card p-8 shadow-soft">
          <h2 id="our-story" className="text-2xl font-extrabold">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-plum-700">
            <p>
              PawPrize started with a camera roll full of pet photos and nowhere to show them. Every
              pet owner has that one picture — the mid-yawn, the head tilt, the tongue-out nap —
              that deserves more than a few likes.
            </p>
            <p>
              So we built a place for those pictures: a monthly contest where anyone can enter,
              everyone can vote, and the winner earns a feature in our magazine.
            </p>
          </div>
        </section>
        <section aria-labelledby="our-mission" className="rounded-3xl bg-card p-8 shadow-soft">
          <h2 id="our-mission" className="text-2xl font-extrabold">
            Our Mission
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-plum-700">
            <p>
              We want to make celebrating pets simple, fair and kind. One vote per pet per person,
              no pay-to-win, and photos cleaned of location data before anyone sees them.
            </p>
            <p>
              Beyond the contest, we share honest pet-care advice and products we trust, because
              happy, healthy pets make the best photos.
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="what-we-offer" className="mx-auto mt-16 max-w-5xl">
        <h2 id="what-we-offer" className="text-center text-3xl font-extrabold">
          What We Offer
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {offers.map(({ title, text, icon: Icon, tint }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-lifted">
                <CardContent className="flex h-full flex-col gap-3">
                  <span className={`flex size-12 items-center justify-center rounded-2xl ${tint}`}>
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="leading-relaxed">{text}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto mt-16 max-w-3xl rounded-3xl bg-gradient-to-br from-coral-600 to-coral-700 px-6 py-12 text-center text-white shadow-glow sm:px-12">
        <Heart aria-hidden="true" className="mx-auto size-10 fill-white/20" />
        <h2 className="mt-4 text-3xl font-extrabold text-white">Join the PawPrize community</h2>
        <p className="mx-auto mt-3 max-w-xl text-white/90">
          Create a free account to enter your pet, keep your voting streak and start caption
          contests with your friends.
        </p>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="mt-8 border-white bg-white text-coral-800 hover:bg-coral-50"
        >
          <Link to={href('signup')}>Join PawPrize</Link>
        </Button>
      </section>
    </PageShell>
  );
}
