import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { navLinkClass } from './nav-link-class';
import { moreNav } from './nav-items';

export function MoreMenu() {
  const { pathname } = useLocation();
  const active = moreNav.some((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={cn(navLinkClass(active), 'group')}>
        More
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {moreNav.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
