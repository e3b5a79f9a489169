import { CAPTION_MAX_LENGTH, messages } from '@pawprize/shared';
import { LogIn, PenLine, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { describeFailure } from '@/lib/form-errors';
import { useAddCaption } from '../hooks/use-add-caption';
import { CharCounter } from '@/components/ui/char-counter';

const ADD_FAILED = 'Failed to add your caption. Please try again.';

interface AddCaptionFormProps {
  shareId: string;
  viewerId: string | null;
  /** The viewer already added one (docs/product/captions.md: one per user per contest). */
  alreadyAdded: boolean;
  /** Where "Log in" should come back to. */
  loginHref: string;
}

const panel = 'rounded-2xl border border-dashed border-coral-200 bg-coral-50/50 p-4 sm:p-5';

/** Own captions (docs/product/captions.md): a signed-in viewer adds one caption of their own. */
export function AddCaptionForm({
  shareId,
  viewerId,
  alreadyAdded,
  loginHref,
}: AddCaptionFormProps) {
  const add = useAddCaption(shareId, viewerId);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string>();

  if (!viewerId) {
    return (
      <div className={`${panel} flex flex-col gap-3 sm:flex-row sm:items-center`}>
        <p className="flex-1 text-sm text-plum-700">
          <span className="font-semibold text-plum-800">Funnier idea?</span> Log in to add your own
          caption and vote for your favourite.
        </p>
        <Button asChild variant="outline" size="sm" className="self-start bg-card sm:self-auto">
          <Link to={loginHref}>
            <LogIn aria-hidden="true" />
            Log in
          </Link>
        </Button>
      </div>
    );
  }

  if (alreadyAdded) {
    return (
      <p className={`${panel} flex items-center gap-2 text-sm text-plum-700`}>
        <PenLine aria-hidden="true" className="size-4 shrink-0 text-coral-600" />
        Your caption is in the running. Share the contest to gather votes for it!
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = caption.trim();
    if (!text) {
      setError(messages.captionContest.captionRequired);
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(text);
      setCaption('');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        setError(messages.captionContest.alreadyCaptioned);
        toast.error(messages.captionContest.alreadyCaptioned);
        return;
      }
      const field = isApiError(failure) ? failure.fieldError('caption') : undefined;
      if (field) {
        setError(field);
        return;
      }
      const described = describeFailure(failure, ADD_FAILED);
      toast.error(described.title, { description: described.description });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={panel}>
      <Field
        id="own-caption"
        label="Add your own caption"
        hint="One per person. Keep it kind and funny."
        error={error}
        aside={
          <CharCounter id="own-caption-count" length={caption.length} max={CAPTION_MAX_LENGTH} />
        }
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              name="caption"
              value={caption}
              maxLength={CAPTION_MAX_LENGTH}
              autoComplete="off"
              placeholder="When the treat bag crinkles…"
              disabled={add.isPending}
              className="bg-card"
              onChange={(event) => {
                setCaption(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" disabled={add.isPending} className="shrink-0">
              {add.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              {add.isPending ? 'Adding…' : 'Add caption'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
