// The chrome around every page: skip link, announcement bar, navbar, the page, footer.
// Pure function of props; the skip link must stay the first focusable element.
import type { ReactNode } from 'react';
import type { SiteChrome } from '../props.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { SkipLink } from './SkipLink.js';

export interface LayoutProps {
  chrome: SiteChrome;
  /** The current page's URL path. */
  url: string;
  children: ReactNode;
}

/** Wraps a page in the site chrome; `#main-content` is the skip link's target. */
export function Layout({ chrome, url, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      {chrome.announcement && <AnnouncementBar announcement={chrome.announcement} />}
      <Navbar chrome={chrome} url={url} />
      <div id="main-content" className="main-wrapper">
        {children}
        <Footer footer={chrome.footer} />
      </div>
    </>
  );
}
