import { messages } from '@pawprize/shared';
import { isApiError } from '@/lib/api';
import { describeFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

/** 429 says how long to wait; any other failure is the one failure message (docs/product/ai.md). */
export function showComplimentFailure(error: unknown) {
  if (isApiError(error) && error.code === 'RATE_LIMITED') {
    const failure = describeFailure(error, messages.compliment.failed);
    toast.error(failure.title, { description: failure.description });
    return;
  }
  toast.error(messages.compliment.failed);
}
