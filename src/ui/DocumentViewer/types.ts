/** Where the PDF comes from: a URL (fetched with the given headers, e.g. Authorization) or bytes in memory. */
export type DocumentSource =
  { url: string; httpHeaders?: Record<string, string> } | { data: Uint8Array };

/** Size of one page in PDF points (1/72 inch), with the page's own rotation applied. */
export interface PageSize {
  widthPt: number;
  heightPt: number;
}

export interface DocumentInfo {
  pageCount: number;
  pageSizes: PageSize[];
}

/** What `renderPageOverlay` receives for each rendered page; see DocumentViewerProps. */
export interface PageOverlayInfo {
  /** Zero-based page index. */
  index: number;
  widthPt: number;
  heightPt: number;
  /** CSS pixels per PDF point at the current zoom. */
  scale: number;
}

/**
 * A picture of the first page the server has already rendered, shown while pdf.js loads: the
 * attributes of an `<img>` (`srcSet` with width descriptors, `sizes` the page's width in the
 * viewer), the same the page's HTML may already have preloaded; or one `src` (a data URL when
 * the image needs the session's token).
 */
export interface FirstPageImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}
