/** A theme's icon at the height of the product mark it replaces. */
export function WhitelabelIcon({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <img
      src={src}
      alt={alt}
      height={size}
      data-whitelabel-icon
      style={{
        display: 'block',
        alignSelf: 'flex-start',
        height: size,
        width: 'auto',
        maxWidth: size * 6,
        objectFit: 'contain',
      }}
    />
  );
}
