import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** the buttons row, right-aligned (stacked on phones) */
  actions?: ReactNode;
};

/**
 * A modal on the browser's own <dialog>: focus moves in and back, Escape closes, the page behind
 * is inert, and nothing injects styles (the CSP forbids inline ones, which dialog libraries add).
 */
export function Dialog({ open, onClose, title, description, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute alone still renders it for tests.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape fires "cancel": let React state close it, so open and the element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="text-sm text-slate-600">
              {description}
            </div>
          )}
          {children}
          {actions && <DialogActions>{actions}</DialogActions>}
        </div>
      )}
    </dialog>
  );
}

/** A dialog's buttons row, right-aligned and stacked on phones: the `actions` of a Dialog, or inside a dialog's form, where its submit button must stand. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** red confirm button for what cannot be undone */
  danger?: boolean;
  busy?: boolean;
  children?: ReactNode;
};

/** "Are you sure?" before deleting or cancelling: Cancel is the safe default and gets focus first. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, danger = false, busy = false, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
            {t('common.actions.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
