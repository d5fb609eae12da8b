import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ARTICLE_IMAGE_MAX_BYTES, type AdminArticle } from '../../../contract/admin-catalogue';
import { imageRendition } from '../../../contract/image-sources';
import { adminCall } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';

/** The article's pictures and a form to add one (JPEG, PNG or WebP), previewed before it is sent. */
export function ImageUpload({ article, onUploaded }: { article: AdminArticle; onUploaded?: (next: AdminArticle) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  // A preview's object URL is let go when another replaces it or the form goes.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const upload = useMutation({
    mutationFn: (picked: File) => {
      const form = new FormData();
      form.append('file', picked);
      return adminCall<AdminArticle>(`/admin/articles/${article.id}/images`, { method: 'POST', body: form });
    },
    onSuccess: (next) => {
      queryClient.setQueryData(['admin', 'article', String(article.id)], next);
      setFile(null);
      setPreview(null);
      onUploaded?.(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <section className="card" aria-labelledby="images-title">
      <h2 id="images-title"><Trans>Immagini</Trans></h2>
      {article.images.length === 0 ? <p><Trans>Nessuna immagine.</Trans></p> : (
        <ul className="thumbs">
          {article.images.map((image) => (
            <li key={image.url}><img src={imageRendition(image.url, 576, 'webp')} alt={image.alt ?? article.names.it} width={160} height={Math.round((160 * image.height) / image.width)} /></li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="form upload">
        <label><span><Trans>Aggiungi un'immagine (JPEG, PNG o WebP, al massimo 10 MB)</Trans></span>
          <input
            type="file" accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              setTooBig(!!picked && picked.size > ARTICLE_IMAGE_MAX_BYTES);
              const kept = picked && picked.size <= ARTICLE_IMAGE_MAX_BYTES ? picked : null;
              setFile(kept);
              setPreview(kept ? URL.createObjectURL(kept) : null);
            }}
          />
        </label>
        {tooBig && <p className="error" role="alert"><Trans>Il file supera i 10 MB.</Trans></p>}
        {preview && file && <img className="preview" src={preview} alt={t`Anteprima di ${file.name}`} />}
        <ErrorNote error={upload.error} />
        <button type="submit" disabled={!file || upload.isPending}><Trans>Carica</Trans></button>
      </form>
    </section>
  );
}
