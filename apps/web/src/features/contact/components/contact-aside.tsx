import { href } from '@pawprize/shared/routes';
import { BookOpen, Clock, ShieldCheck, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Point {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

const linkClass = 'font-semibold text-coral-700 underline underline-offset-2 hover:text-coral-800';

const points: Point[] = [
  {
    icon: Clock,
    title: 'We answer within two working days',
    text: 'Our reply comes to the email address you give us, so please check it twice.',
  },
  {
    icon: ShieldCheck,
    title: 'Reporting a photo or a user?',
    text: 'Tell us the pet’s name and paste the link to its page, so we can find it quickly.',
  },
  {
    icon: Trophy,
    title: 'Questions about the contest?',
    text: (
      <>
        See how it works on our{' '}
        <Link to={href('about')} className={linkClass}>
          About page
        </Link>
        , or check past{' '}
        <Link to={href('winners')} className={linkClass}>
          winners
        </Link>
        .
      </>
    ),
  },
  {
    icon: BookOpen,
    title: 'Looking for pet-care advice?',
    text: (
      <>
        Our{' '}
        <Link to={href('blog')} className={linkClass}>
          blog
        </Link>{' '}
        covers grooming, nutrition, play and safety. For health worries, please call your vet.
      </>
    ),
  },
];

/** Side card: what to expect and where else to look. No phone line: we answer by email. */
export function ContactAside() {
  return (
    <aside
      aria-labelledby="contact-aside"
      className="rounded-3xl bg-gradient-to-br from-plum-800 to-plum-900 p-7 text-white shadow-lifted sm:p-8"
    >
      <h2 id="contact-aside" className="text-xl font-extrabold text-white">
        Other ways we can help
      </h2>
      <ul className="mt-6 grid gap-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-coral-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-white">{title}</p>
              <p className="mt-1 text-sm leading-relaxed text-plum-100 [&_a]:text-coral-200 [&_a:hover]:text-white">
                {text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
