// A native modal <dialog> as Dialog.astro draws it: showModal() traps focus and Escape closes it,
// buttons with commandfor={id} open it (scripts/dialog.ts where invoker commands are missing, and
// focus goes back to the opener on close; on opening it focuses the form's first field, before hydration
// too). `onClose` runs each time it closes.
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

interface DialogShellProps {
  id: string;
  title: string;
  onClose?: () => void;
  children: ReactNode;
}

export function DialogShell({ id, title, onClose, children }: DialogShellProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose, called from the listener without re-adding it on each render.
  const closed = useEffectEvent(() => onClose?.());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // 'toggle' reports closing whatever closed it (close button, Escape, script).
    const toggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') closed();
    };
    dialog.addEventListener('toggle', toggle);
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
