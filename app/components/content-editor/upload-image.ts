// Sends a picture to the console's upload action (/console/content/images) and answers what the editor needs to show
// and keep it, or the store's localised message (too big, not a picture) to show by the field.
import type { ImageInfo } from '../../../core/images';

export async function uploadContentImage(file: File, fallback: string): Promise<{ image: ImageInfo } | { error: string }> {
  const body = new FormData();
  body.set('image', file);
  try {
    const response = await fetch('/console/content/images', { method: 'POST', body, headers: { accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as (ImageInfo & { error?: string }) | null;
    if (response.ok && answer?.id) return { image: { id: answer.id, width: answer.width, height: answer.height, variants: answer.variants } };
    return { error: answer?.error ?? fallback };
  } catch {
    return { error: fallback };
  }
}
