// The success state of a dialog form: the message, and a focused button that closes the dialog
// (the message is the button's description, so a screen reader reads both).
import { useId } from 'react';

export function DonePanel({ message }: { message: string }) {
  const id = useId();
  return (
    <div className="form-done">
      <p id={id} className="alert-success" role="status">
        {message}
      </p>
      <button
        type="button"
        className="button"
        autoFocus
        aria-describedby={id}
        onClick={(e) => e.currentTarget.closest('dialog')?.close()}
      >
        Fermer
      </button>
    </div>
  );
}
