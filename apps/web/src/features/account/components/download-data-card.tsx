import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { EXPORT_URL } from '../account-api';

/**
 * "Download my data": the browser downloads the ZIP with its own progress (docs/product/account.md,
 * docs/decisions/0090-account-export.md).
 */
export function DownloadDataCard() {
  return (
    <Card className="flex flex-col p-6 sm:p-7">
      <h3 className="font-display text-lg font-bold text-plum-800">Download my data</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        A ZIP file with everything PawPrize holds about you — your profile, pets, caption contests,
        votes, streak, shares, reports and the mails we sent — in a readable JSON file, plus all
        your photos.
      </p>
      <div className="mt-6 flex flex-1 items-end">
        <a href={EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Download my data
        </a>
      </div>
    </Card>
  );
}
