// A native modal <dialog> as Dialog.astro draws it: showModal() traps focus and Escape closes it,
// buttons with commandfor={id} open it (scripts/dialog.ts where invoker commands are missing, and
// focus goes back to the opener on close). `onOpen` runs each time it opens, `onClose` each time it closes.
import { useEffect, useRef, type ReactNode } from 'react';

export interface DialogShellProps {
  id: string;
  title: string;
  onOpen?: (dialog: HTMLDialogElement) => void;
  onClose?: () => void;
  children: ReactNode;
}

export function DialogShell({ id, title, onOpen, onClose, children }: DialogShellProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const handlers = useRef({ onOpen, onClose });
  handlers.current = { onOpen, onClose };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // 'toggle' reports opening and closing whatever opened it (invoker, script, showModal()).
    const toggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') handlers.current.onOpen?.(dialog);
      else handlers.current.onClose?.();
    };
    dialog.addEventListener('toggle', toggle);
    if (dialog.open) handlers.current.onOpen?.(dialog); // opened before hydration
    return () => dialog.removeEventListener('toggle', toggle);
  }, []);

  return (
    <dialog ref={ref} id={id} className="dialog" aria-labelledby={`${id}-title`} data-dialog="">
      <div className="dialog-header">
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className="icon-button"
          {...{ commandfor: id, command: 'close' }}
          aria-label="Fermer la fenêtre"
          data-dialog-close=""
          onClick={() => ref.current?.close()}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

// Focuses the first enabled field of `root` (the dialog opens on its close button otherwise).
export function focusFirstField(root: HTMLElement): void {
  root
    .querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]):not(:disabled), select, textarea')
    ?.focus();
}
