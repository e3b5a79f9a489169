import { href } from '@pawprize/shared/routes';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { UserMenu } from './user-menu';

/** Desktop right side of the bar: Login / Sign Up, or the user menu. */
export function AuthActions() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Skeleton className="h-10 w-36 rounded-full" />;
  if (user) {
    return (
      <div className="flex items-center gap-2">
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={href('login')}>Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={href('signup')}>Sign Up</Link>
      </Button>
    </div>
  );
}
