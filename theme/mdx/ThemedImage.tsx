// Docusaurus's <ThemedImage sources={{light, dark}}>: both images in the page, the one of the other
// colour mode hidden by CSS (so it is right before any script runs).
import type { ImgHTMLAttributes } from 'react';

export default function ThemedImage({ sources, className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={sources[mode]} className={[`themed-image themed-image--${mode}`, className].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
