import type { ButtonHTMLAttributes } from 'react';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> & {
  /** The form is being sent: the button says so (aria-disabled) and ignores presses, Enter in a field included. */
  busy: boolean;
  /** Not possible at all (not "wait"): a real disabled button. */
  disabled?: boolean;
};

/**
 * A form's submit button. While its form is being sent it stays focusable — a disabled button would drop keyboard focus to
 * the page (WCAG 2.4.3) — and refuses a second press, so nothing is sent twice.
 */
export function SubmitButton({ busy, onClick, ...props }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      {...props}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
