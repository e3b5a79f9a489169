import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { LoadedMenuProps } from './lazy-menu';
import { MoreTriggerLabel } from './more-menu-trigger';
import { moreTriggerClass } from './nav-link-class';
import { moreNav } from './nav-items';
import { navIcons } from './nav-icons';

/** The More menu itself, loaded on first use (./more-menu.tsx). */
export default function MoreMenuDropdown({
  active,
  defaultOpen,
}: { active: boolean } & LoadedMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={moreTriggerClass(active)}>
        <MoreTriggerLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {moreNav.map(({ label, to }) => {
          const Icon = navIcons[to]!;
          return (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
