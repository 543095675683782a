import { lazy, Suspense, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ButtonContext, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { useOpenedOnce } from '../../private/lazy-overlay';

// The popover (positioning, focus trap, dismissal: react-aria's Popover and
// Dialog, which bring its menus and collections along) loads on the first
// opening; the trigger is a plain button until then. The user popup sits on
// every signed-in page, which then needs none of that code to show.
const PopoverSurface = lazy(() => import('./PopoverSurface'));

export interface PopoverProps {
  /** The button that opens the popover (a Button, IconButton or react-aria Button). */
  trigger: ReactElement;
  /** Content; may contain interactive elements (focus is trapped until it closes). */
  children: ReactNode;
  /** A heading that also names the popover; otherwise give `aria-label`. @default undefined */
  title?: string;
  /** Accessible name when there is no title. @default undefined */
  'aria-label'?: string;
  /** Preferred side. @default 'bottom' */
  placement?: AriaPopoverProps['placement'];
  /** Controlled open state. @default undefined */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A small non-modal dialog anchored to its trigger (the user popup, filters, pickers). */
export function Popover({
  trigger,
  children,
  title,
  placement = 'bottom',
  isOpen,
  onOpenChange,
  ...props
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const mounted = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  return (
    <>
      {/* What react-aria's DialogTrigger gives its button: the toggle and the expanded state. */}
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          onPress: () => setOpen(!open),
          'aria-expanded': open,
          'aria-controls': open ? dialogId : undefined,
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {mounted ? (
        <Suspense fallback={null}>
          <PopoverSurface
            id={dialogId}
            title={title}
            placement={placement}
            aria-label={props['aria-label']}
            triggerRef={triggerRef}
            isOpen={open}
            onOpenChange={setOpen}
          >
            {children}
          </PopoverSurface>
        </Suspense>
      ) : null}
    </>
  );
}
