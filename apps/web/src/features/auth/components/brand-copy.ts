import { Camera, Flame, Heart, KeyRound, MailCheck, ShieldCheck, Trophy, Vote } from 'lucide-react';
import type { BrandPoint } from './brand-panel';

/** The brand panel's pitch on each account page. */
export const brandCopy = {
  login: {
    headline: 'Welcome back! The cutest contest on the internet missed you.',
    points: [
      { icon: Heart, text: 'Vote for your favourite pets every day' },
      { icon: Camera, text: 'Enter your pet in this month’s contest' },
      { icon: Trophy, text: 'The winner gets a magazine feature' },
    ],
  },
  signup: {
    headline: 'Every pet deserves a moment in the spotlight.',
    points: [
      { icon: Camera, text: 'Upload your pet and join the monthly contest' },
      { icon: Flame, text: 'Vote daily and keep your streak going' },
      { icon: Trophy, text: 'Win a feature in our magazine' },
    ],
  },
  reset: {
    headline: 'Locked out? It happens to the goodest of boys.',
    points: [
      { icon: KeyRound, text: 'Reset links work once and expire quickly' },
      { icon: ShieldCheck, text: 'A reset signs out every other device' },
      { icon: Vote, text: 'Your pets and votes stay safe' },
    ],
  },
  verify: {
    headline: 'One click and your mailbox proves it’s you.',
    points: [
      { icon: MailCheck, text: 'A verified email unlocks voting and uploads' },
      { icon: ShieldCheck, text: 'A link never switches the account you are logged in to' },
      { icon: KeyRound, text: 'Someone used your address? Take the account over' },
    ],
  },
} satisfies Record<string, { headline: string; points: BrandPoint[] }>;
