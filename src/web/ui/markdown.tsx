import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import classes from './markdown.module.css';
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';

/**
 * Only safe URLs reach the elements; the rest become '' and are shown as plain text below.
 * Raw HTML is never parsed into elements: without rehype-raw, react-markdown turns it into text.
 */
const transformUrl: UrlTransform = (url, _key, node) =>
  (node.tagName === 'img' ? safeImageUrl(url) : safeLinkUrl(url)) ?? '';

const Link = ({ href, title, children }: ComponentPropsWithoutRef<'a'>) =>
  href ? (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );

const Image = ({ src, alt, title }: ComponentPropsWithoutRef<'img'>) =>
  typeof src === 'string' && src !== '' ? (
    <img src={src} alt={alt ?? ''} title={title} loading="lazy" referrerPolicy="no-referrer" />
  ) : (
    <span>{alt}</span>
  );

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** `#` … `######` start at `level`, so content never adds a second h1 or skips the page's outline. */
const headingsFrom = (level: 2 | 3 | 4): Components => {
  const heading = (depth: number) => {
    const Tag = `h${Math.min(6, level + depth)}` as HeadingTag;
    return ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>;
  };
  return { h1: heading(0), h2: heading(1), h3: heading(2), h4: heading(3), h5: heading(4), h6: heading(5) };
};

const COMPONENTS: Record<2 | 3 | 4, Components> = {
  2: { a: Link, img: Image, ...headingsFrom(2) },
  3: { a: Link, img: Image, ...headingsFrom(3) },
  4: { a: Link, img: Image, ...headingsFrom(4) },
};

interface MarkdownProps {
  /** Markdown from the database (guides, courses, feedback): hostile text stays text. */
  children: string;
  /** The heading level a `#` line gets here. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Renders content Markdown safely: no raw HTML (shown as the text it is), links only to
 * http(s), mailto or this site and opened with rel="noopener noreferrer", images only from
 * this site or https.
 */
export const Markdown = ({ children, headingLevel = 3 }: MarkdownProps) => (
  <div className={classes.markdown}>
    <ReactMarkdown urlTransform={transformUrl} components={COMPONENTS[headingLevel]}>
      {children}
    </ReactMarkdown>
  </div>
);
