// A page an action redirected to says what was done: the action adds `?notice=<what>` to the address, the page shows the
// matching toast once and takes the marker out of the address bar, so a reload or the back button does not say it again.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';

export const withNotice = (path: string, notice: string) => `${path}?notice=${encodeURIComponent(notice)}`;

export function useNotice(messages: Record<string, string | undefined>) {
  const [params, setParams] = useSearchParams();
  const notice = params.get('notice');
  const message = notice ? messages[notice] : undefined;
  useEffect(() => {
    if (!notice) return;
    if (message) toast.success(message, { toastId: `notice-${notice}-${message}` });
    setParams(
      (p) => {
        p.delete('notice');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, message, setParams]);
}
