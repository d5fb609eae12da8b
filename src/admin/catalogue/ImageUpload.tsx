import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ARTICLE_IMAGE_MAX_BYTES, type AdminArticle } from '../../../contract/admin-catalogue';
import { AdminApiError, adminCall } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { PictureList } from './PictureList';

/** The limit in megabytes, as the server counts it (contract/admin-catalogue.ts). */
export const IMAGE_MAX_MB = ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The article's pictures and a form to add one (JPEG, PNG or WebP), previewed before it is sent. */
export function ImageUpload({ article, onUploaded }: { article: AdminArticle; onUploaded?: (next: AdminArticle) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  // A new key empties the file input once its picture is stored.
  const [inputKey, setInputKey] = useState(0);
  // A preview's object URL is let go when another replaces it or the form goes.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const upload = useMutation({
    mutationFn: (picked: File) => {
      const form = new FormData();
      form.append('file', picked);
      return adminCall<AdminArticle>(`/admin/articles/${article.id}/images`, { method: 'POST', body: form });
    },
    onSuccess: (next, picked) => {
      // The answer is the article with the new picture: it shows at once, without a new read.
      queryClient.setQueryData(['admin', 'article', String(article.id)], next);
      setUploaded(picked.name);
      setInputKey((k) => k + 1);
      setFile(null);
      setPreview(null);
      onUploaded?.(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUploaded(null);
    if (file) upload.mutate(file);
  };
  return (
    <section className="card" aria-labelledby="images-title">
      <h2 id="images-title"><Trans>Immagini</Trans></h2>
      <PictureList article={article} />
      <form onSubmit={submit} className="form upload">
        <label><span><Trans>Aggiungi un'immagine (JPEG, PNG o WebP, al massimo {IMAGE_MAX_MB} MB)</Trans></span>
          <input
            key={inputKey} type="file" accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              setUploaded(null);
              setTooBig(!!picked && picked.size > ARTICLE_IMAGE_MAX_BYTES);
              const kept = picked && picked.size <= ARTICLE_IMAGE_MAX_BYTES ? picked : null;
              setFile(kept);
              setPreview(kept ? URL.createObjectURL(kept) : null);
            }}
          />
        </label>
        {/* The body's own limit answers in no language (server/app.ts): the page says it as its own check does. */}
        {(tooBig || (upload.error instanceof AdminApiError && upload.error.code === 'PAYLOAD_TOO_LARGE')) && (
          <p className="error" role="alert"><Trans>L'immagine è troppo grande: al massimo {IMAGE_MAX_MB} MB.</Trans></p>
        )}
        {preview && file && <img className="preview" src={preview} alt={t`Anteprima di ${file.name}`} />}
        {!(upload.error instanceof AdminApiError && upload.error.code === 'PAYLOAD_TOO_LARGE') && <ErrorNote error={upload.error} />}
        {uploaded && <p className="ok" role="status"><Trans>Immagine caricata: {uploaded} è l'ultima delle immagini.</Trans></p>}
        <button type="submit" disabled={!file || upload.isPending}><Trans>Carica</Trans></button>
      </form>
    </section>
  );
}
