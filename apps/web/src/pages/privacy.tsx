import { href } from '@pawprize/shared/routes';
import { Link } from 'react-router';
import { ProsePage } from '@/components/prose-page';

export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      eyebrow="Your data, in plain words"
      description="What PawPrize stores, why, and how to get it removed. No ad trackers, no selling data."
    >
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> email address, username, full name, an optional avatar and
          a securely hashed password (we never see the password itself).
        </li>
        <li>
          <strong>Your photos:</strong> the pets and caption-contest photos you upload, with the
          names, breeds and descriptions you give them.
        </li>
        <li>
          <strong>Your votes:</strong> which pets, battles and captions you voted for, and your
          voting streak, so that each person votes once per pet and streaks can be counted.
        </li>
        <li>
          <strong>Your time zone:</strong> so that &ldquo;today&rdquo; for your daily votes and
          streak means your local day.
        </li>
        <li>
          <strong>A visitor id:</strong> if you vote without an account, a random id in a cookie
          lets us keep one vote per pet and your daily allowance.
        </li>
        <li>
          <strong>Newsletter and contact:</strong> your email address if you subscribe to the
          newsletter, and the messages you send us through the contact form.
        </li>
        <li>
          <strong>Abuse protection:</strong> your IP address is used briefly to limit repeated
          sign-in attempts and vote flooding.
        </li>
      </ul>

      <h2>Your photos are cleaned</h2>
      <p>
        Every uploaded photo is re-encoded on our server. Camera metadata (EXIF), including the GPS
        location many phones embed, is stripped before anything is stored or shown, and files get
        random names.
      </p>

      <h2>How votes work</h2>
      <p>
        One vote per pet per person. Everyone has a daily allowance of new votes; sharing a pet
        earns bonus votes for that day. Vote counts are public, but who voted for which pet is not.
      </p>

      <h2>Cookies</h2>
      <p>We use only two cookies, both needed for the site to work:</p>
      <ul>
        <li>a session cookie that keeps you signed in;</li>
        <li>a visitor id cookie for voting without an account.</li>
      </ul>
      <p>No advertising or cross-site tracking cookies, and no third-party analytics.</p>

      <h2>Emails</h2>
      <p>
        We email you to confirm your address and to reset your password when you ask. The newsletter
        is opt-in, and every newsletter email has an unsubscribe link: you can leave at any time.
      </p>

      <h2>Automatic captions and compliments</h2>
      <p>
        Captions and compliments are written by a built-in writer on our own server. If this site is
        configured to use an external AI service instead, the pet&apos;s name, breed and photo are
        sent to that service only to write the text.
      </p>

      <h2>Deleting your data</h2>
      <ul>
        <li>You can delete your pets and caption contests yourself; their photos go with them.</li>
        <li>You can unsubscribe from the newsletter from any newsletter email.</li>
        <li>
          To delete your whole account, <Link to={href('contact')}>contact us</Link> from the email
          address on the account.
        </li>
      </ul>

      <h2>Sharing</h2>
      <p>
        We do not sell or rent your data. Your photos, pet names and vote counts are public on the
        site; your email address is never shown to other users.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about your data? <Link to={href('contact')}>Get in touch</Link> and we will
        answer.
      </p>
    </ProsePage>
  );
}
