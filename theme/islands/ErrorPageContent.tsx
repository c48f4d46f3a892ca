// What a crash shows in the page region: "This page crashed.", a "Try again" button and the error's
// message chain. The navbar and footer stay usable; the document title becomes "Page Error".
import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { errorMessages, type ErrorFallbackParams } from './ErrorBoundary.js';

/** The crash message; pure function of its params (server-renderable for tests). */
export function ErrorPageContent({ error, tryAgain }: ErrorFallbackParams) {
  return (
    <main className="page-error" role="alert">
      <h1 className="page-error__title">This page crashed.</h1>
      <p>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
      </p>
      <hr />
      <p className="page-error__messages">{errorMessages(error)}</p>
    </main>
  );
}

/**
 * The fallback of every island: the crash message takes over the page region (the static page is
 * hidden, not removed), and the title says "Page Error" until "Try again" restores both.
 */
export function PageCrash(params: ErrorFallbackParams) {
  const region = document.querySelector<HTMLElement>('[data-page-region]');
  useLayoutEffect(() => {
    const title = document.title;
    document.title = 'Page Error';
    region?.classList.add('page-region--crashed');
    return () => {
      document.title = title;
      region?.classList.remove('page-region--crashed');
    };
  }, [region]);
  useEffect(() => {
    region?.querySelector<HTMLElement>('.page-error__title')?.scrollIntoView({ block: 'nearest' });
  }, [region]);
  return region ? createPortal(<ErrorPageContent {...params} />, region) : <ErrorPageContent {...params} />;
}
