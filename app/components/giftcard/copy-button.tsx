// A button that copies a text (a gift card's code, its link) and says so in a toast. The Clipboard API needs a secure
// page; elsewhere (plain http on a local network) a selected text area and execCommand do it.
import { useState } from 'react';
import { toast } from 'react-toastify';

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function CopyButton({ text, label, done, failed, className }: { text: string; label: string; done: string; failed: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className ?? 'chip gap-1.5'}
      onClick={() => {
        copyText(text).then(
          () => {
            setCopied(true);
            toast.success(done, { toastId: `copied-${text}`, autoClose: 2000 });
            setTimeout(() => setCopied(false), 2000);
          },
          () => toast.error(failed, { toastId: `copy-failed-${text}` }),
        );
      }}
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
        {copied ? (
          <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="7" y="7" width="10" height="10" rx="2" />
            <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
          </>
        )}
      </svg>
      {label}
    </button>
  );
}
