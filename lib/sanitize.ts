import DOMPurify, { type Config } from "isomorphic-dompurify";

import { isHttpUrl } from "./http-url";

/**
 * Untrusted HTML (event `bio`) → HTML safe to render. DOMPurify with the HTML profile only (no SVG or
 * MathML), no styles or forms, and hooks that keep only http(s) URLs, give every image an alt and
 * every link rel="noopener noreferrer". Idempotent: sanitizing twice equals sanitizing once.
 * `id`/`name` go too (they could collide with the page's own ids, e.g. the skip link's #main), and so
 * do focus-order and deprecated moving elements, which break the page's accessibility.
 * Loading this module loads jsdom: the server calls it through lib/sanitize-off-thread.ts.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "base",
    "meta",
    "link",
    "marquee",
    "blink",
  ],
  FORBID_ATTR: [
    "style",
    "srcset",
    "action",
    "formaction",
    "ping",
    "background",
    "poster",
    "id",
    "name",
    "tabindex",
    "accesskey",
    "autofocus",
    "contenteditable",
  ],
  ALLOW_DATA_ATTR: false,
};

const URL_ATTRS = ["href", "src", "cite", "xlink:href"] as const;

function hardenNode(node: Element) {
  for (const attr of URL_ATTRS) {
    const value = node.getAttribute(attr);
    if (value !== null && !isHttpUrl(value)) node.removeAttribute(attr);
  }
  if (node.tagName === "IMG") {
    if (!node.hasAttribute("src")) {
      node.remove();
      return;
    }
    if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
  }
  if (node.tagName === "A") {
    if (node.hasAttribute("href")) {
      node.setAttribute("rel", "noopener noreferrer");
      node.setAttribute("target", "_blank");
    } else {
      node.removeAttribute("target");
      node.removeAttribute("rel");
    }
  }
}

export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return "";
  // The DOMPurify instance is shared; sanitize is synchronous, so adding the hook around this call
  // scopes it to this call without affecting other callers.
  DOMPurify.addHook("afterSanitizeAttributes", hardenNode);
  try {
    return DOMPurify.sanitize(dirty, CONFIG);
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes", hardenNode);
  }
}

/** Plain text of untrusted HTML (for previews and titles). */
export function htmlToText(dirty: string | null | undefined): string {
  if (!dirty) return "";
  return DOMPurify.sanitize(dirty, { ALLOWED_TAGS: ["#text"], KEEP_CONTENT: true })
    .replace(/\s+/g, " ")
    .trim();
}
