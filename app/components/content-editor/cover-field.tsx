// An article's cover picture in the editor: uploaded at once (the console's image action), kept in the form as its id.
// Without JavaScript the stored cover stays as it is and the field says that uploading needs it.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_ACCEPT, imageAtWidth, imageUrl, type ImageInfo } from '../../../core/images';
import { uploadContentImage } from './upload-image';

export function CoverField({ value, image, error }: { value: string; image: ImageInfo | null; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [cover, setCover] = useState<{ id: string; image: ImageInfo | null }>({ id: value, image });
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const message = state.error ?? error ?? null;
  return (
    <div>
      <input type="hidden" name="imageId" value={cover.id} />
      <span className="block text-xs font-semibold text-ink-soft">{t('console.content.cover')}</span>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        {cover.image ? (
          <img
            src={imageUrl(imageAtWidth(cover.image, 320).key)}
            alt={t('console.content.coverAlt')}
            width={160}
            height={Math.round((160 * cover.image.height) / cover.image.width)}
            className="h-auto w-40 rounded-xl border border-line bg-surface-muted"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          {scripted ? (
            <>
              <label htmlFor={`${id}-file`} className="chip h-10 cursor-pointer focus-within:ring-2 focus-within:ring-brand">
                {cover.id ? t('console.content.coverReplace') : t('console.content.coverChoose')}
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={PICTURE_ACCEPT}
                  className="sr-only"
                  aria-describedby={`${id}-help`}
                  aria-invalid={message ? true : undefined}
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    setState({ busy: true, error: null });
                    const result = await uploadContentImage(file, t('console.content.editor.uploadFailed'));
                    if ('error' in result) setState({ busy: false, error: result.error });
                    else {
                      setCover({ id: result.image.id, image: result.image });
                      setState({ busy: false, error: null });
                    }
                    event.target.value = '';
                  }}
                />
              </label>
              {cover.id ? (
                <button type="button" className="chip ml-2 h-10" onClick={() => setCover({ id: '', image: null })}>
                  {t('console.content.coverRemove')}
                </button>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-ink-soft">{t('console.content.coverNoScript')}</p>
          )}
          <p id={`${id}-help`} className={`mt-1 text-xs ${message ? 'font-semibold text-brand' : 'text-ink-faint'}`} aria-live="polite">
            {state.busy ? t('console.content.editor.uploading') : (message ?? t('console.content.coverHelp'))}
          </p>
        </div>
      </div>
    </div>
  );
}
