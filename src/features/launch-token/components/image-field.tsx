import { useId } from 'react';
import { inputClass } from '../../../components/ui/field';
import { TOKEN_IMAGE_MAX_BYTES } from '../../../api/studio/schemas';
import { cn } from '../../../utils/cn';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** The token image: type and size are checked as soon as it is chosen (nothing is sent); a preview once it is fine. */
export function ImageField({
  preview,
  error,
  onChange,
}: {
  preview: string | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Image
      </label>
      <div className="flex items-center gap-3">
        {preview ? <img src={preview} alt="Token preview" className="size-12 rounded-full object-cover" /> : null}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'pt-2')}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        JPEG, PNG, GIF or WebP, up to {String(TOKEN_IMAGE_MAX_BYTES / 1024 / 1024)} MB.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
