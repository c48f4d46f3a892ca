// The chrome around every page: skip link, announcement bar, navbar, the page, footer.
// Pure function of props; the skip link must stay the first focusable element.
import type { ReactNode } from 'react';
import type { SiteChrome } from '../props.js';
import { Island } from '../islands/Island.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { SkipLink } from './SkipLink.js';

export interface LayoutProps {
  chrome: SiteChrome;
  /** The current page's URL path. */
  url: string;
  children: ReactNode;
}

/** Wraps a page in the site chrome; `#main-content` is the skip link's target; islands hydrate in the browser. */
export function Layout({ chrome, url, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      {chrome.announcement && <Island name="AnnouncementBar" props={{ announcement: chrome.announcement }} />}
      <Navbar chrome={chrome} url={url} />
      <div id="main-content" className="main-wrapper">
        {/* The page region: what client navigation swaps and a crash replaces. */}
        <div className="page-region" data-page-region="">
          {children}
        </div>
        <Footer footer={chrome.footer} />
      </div>
    </>
  );
}
