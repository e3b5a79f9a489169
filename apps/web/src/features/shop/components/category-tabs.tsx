import { SHOP_CATEGORIES, type ShopCategory } from '@pawprize/shared';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CATEGORY_LABELS, parseCategory } from '../categories';

interface CategoryTabsProps {
  value: ShopCategory;
  onChange: (category: ShopCategory) => void;
  /** Shown beside the tabs (the search box). */
  aside?: ReactNode;
  /** The product list of the selected category. */
  children: ReactNode;
}

/** One tab per shop category; the list below is the selected tab's panel. */
export function CategoryTabs({ value, onChange, aside, children }: CategoryTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(parseCategory(next))}>
      <div className="flex flex-col-reverse gap-4 md:flex-row md:items-center md:justify-between">
        <div className="-mx-4 overflow-x-auto px-4 py-1 [scrollbar-width:none] md:mx-0 md:px-0">
          <TabsList aria-label="Product categories" className="w-max">
            {SHOP_CATEGORIES.map((category) => (
              <TabsTrigger key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {aside}
      </div>
      <TabsContent value={value} className="mt-6 focus-visible:outline-offset-4">
        {children}
      </TabsContent>
    </Tabs>
  );
}
