import type { ReportBody } from '@pawprize/shared/schemas/moderation';
import { useMutation } from '@tanstack/react-query';
import { sendReport } from './moderation-api';

export function useReport() {
  return useMutation({ mutationFn: (body: ReportBody) => sendReport(body) });
}
