import { ChevronDown } from 'lucide-react';

/** The More trigger's content, shared by the stand-in and the loaded menu's trigger. */
export function MoreTriggerLabel() {
  return (
    <>
      More
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </>
  );
}
