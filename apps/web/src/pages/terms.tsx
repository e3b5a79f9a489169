import { MAX_IMAGE_BYTES, SHARE_BOOST_VOTES } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Link } from 'react-router';
import { ProsePage } from '@/components/prose-page';
import { SettingValue } from '@/components/setting-value';

const maxMb = MAX_IMAGE_BYTES / (1024 * 1024);

export default function TermsPage() {
  return (
    <ProsePage
      title="Terms of Use"
      eyebrow="The fine print, kept short"
      description="The rules that keep PawPrize fair, friendly and fun for every pet and every person."
    >
      <h2>Who we are</h2>
      <p>
        This PawPrize site is run by its operator (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By using it
        you agree to these terms. If you do not agree, please do not use the site.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          You sign up with your email address, a username and your name. Keep your password to
          yourself; you are responsible for what happens under your account.
        </li>
        <li>
          We ask you to confirm your email address before you vote, upload or start a caption
          contest.
        </li>
        <li>You must be old enough to agree to these terms where you live.</li>
      </ul>

      <h2>Your photos</h2>
      <ul>
        <li>
          Only upload photos you took yourself or have permission to share, and only of pets. Images
          must be JPEG, PNG, WebP or GIF and smaller than {maxMb} MB.
        </li>
        <li>
          You keep the rights to your photos. You allow us to store, resize and show them on
          PawPrize, in link previews when they are shared, and, for a monthly winner, in our
          magazine feature.
        </li>
        <li>
          Nothing hateful, explicit or cruel, no photos of animals being harmed, and no photos of
          other people without their permission. We may remove anything that breaks these rules.
        </li>
        <li>
          You can delete your own pets and caption contests at any time; deleting one also removes
          its votes.
        </li>
      </ul>

      <h2>Voting fairly</h2>
      <ul>
        <li>Each person may vote once for each pet.</li>
        <li>
          Everyone has a daily allowance of new votes (<SettingValue name="dailyVotes" /> a day with
          an account, <SettingValue name="dailyVotesAnonymous" /> a day without one). Sharing a pet
          earns {SHARE_BOOST_VOTES} bonus votes for that day, once per platform per day.
        </li>
        <li>
          Scripts, bots, multiple accounts or any other way of faking votes are not allowed. We may
          remove such votes and close the accounts involved.
        </li>
      </ul>

      <h2>The monthly contest</h2>
      <p>
        Each calendar month (UTC) is one round. The winner is the pet uploaded during that month
        with the most votes cast before the month ended; if two pets tie, the earlier upload wins.
        Winners are shown on the <Link to={href('winners')}>winners page</Link> and are featured in
        our magazine. There is no entry fee and no cash prize.
      </p>

      <h2>Caption contests and AI text</h2>
      <p>
        Captions and compliments are written automatically. They are meant to be fun, but they can
        miss the mark: they do not express our opinion, and you can always write your own.
      </p>

      <h2>Shop</h2>
      <p>
        Products in our shop are sold by an external store. Purchases, payment, delivery and returns
        are handled by that store under its own terms.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms when the site changes; the current version is always on this page.
        Questions? <Link to={href('contact')}>Contact us</Link> — we read every message.
      </p>
    </ProsePage>
  );
}
