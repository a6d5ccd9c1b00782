interface Props {
  /** an https or same-site image, already checked; '' for the default */
  readonly src: string;
  /** the person's name: its first letter stands in when there is no image */
  readonly name: string;
  readonly alt: string;
  readonly size?: number;
}

/** A person's round picture, or their initial, or a default figure. */
export function Avatar({ src, name, alt, size = 64 }: Props) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a small remote picture of a person; no optimisation needed
    return <img className="avatar" src={src} alt={alt} width={size} height={size} referrerPolicy="no-referrer" />;
  }
  return (
    <span
      className="avatar avatar-default"
      role="img"
      aria-label={alt}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {initial || (
        <svg viewBox="0 0 24 24" width={size / 2} height={size / 2} focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-4.14 0-7.5 2.35-7.5 5.25V21h15v-1.5c0-2.9-3.36-5.25-7.5-5.25Z"
          />
        </svg>
      )}
    </span>
  );
}
