/**
 * Untrusted-HTML payloads for the event bio (TESTPLAN "Untrusted content"): hand-written classics
 * plus tag × handler and attribute × scheme combinations, > 200 in all. Each one, if it ran, would set
 * `window.__xss` or open a dialog. Shared by lib/sanitize.test.ts and e2e/events.spec.ts.
 */
const RUN = "window.__xss=1;alert(1)";

const CLASSICS = [
  `<script>${RUN}</script>`,
  `<scr<script>ipt>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x=20 y=20>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<base href="javascript:${RUN}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<link rel=import href="data:text/html,<script>${RUN}</script>">`,
  `<object data="data:text/html,<script>${RUN}</script>"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<style>@import "javascript:${RUN}";</style>`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<a href="javascript&colon;${RUN}">x</a>`,
  `<a href="jav&#x09;ascript:${RUN}">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${RUN}">x</a>`,
  `<img src="x` + "`" + `<script>${RUN}</script>"` + "`>",
  `<img """><script>${RUN}</script>">`,
  `<<img src=x onerror=${RUN}//<`,
  `<isindex type=image src=1 onerror=${RUN}>`,
  `<input type=image src=x onerror="${RUN}">`,
  `<button form=f formaction="javascript:${RUN}">x</button>`,
  `<keygen autofocus onfocus=${RUN}>`,
  `<xmp><img src=x onerror="${RUN}"></xmp>`,
  `<textarea><img src=x onerror="${RUN}"></textarea>`,
  `<title><img src=x onerror="${RUN}"></title>`,
  `<select><style></select><img src=x onerror="${RUN}">`,
  `<a id=x tabindex=1 onfocusin=${RUN}></a>`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<video><source onerror="${RUN}"></video>`,
  `<body onload="${RUN}">`,
  `<frameset onload=${RUN}>`,
  `<table background="javascript:${RUN}">`,
  `<img srcset="javascript:${RUN} 1x">`,
];

const TAGS = [
  "img",
  "svg",
  "body",
  "details open",
  "video",
  "audio",
  "iframe",
  "input autofocus",
  "select autofocus",
  "textarea autofocus",
  "marquee",
  "div",
  "a",
  "math",
];
const HANDLERS = [
  "onerror",
  "onload",
  "onfocus",
  "ontoggle",
  "onmouseover",
  "onanimationstart",
  "onbegin",
  "onpointerenter",
];
const URL_ATTRS = [
  ["a", "href"],
  ["iframe", "src"],
  ["img", "src"],
  ["form", "action"],
  ["button", "formaction"],
  ["object", "data"],
  ["embed", "src"],
  ["area", "href"],
  ["base", "href"],
  ["link", "href"],
] as const;
const SCHEMES = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `vbscript:msgbox(1)`,
  ` javascript:${RUN}`,
];

export const XSS_PAYLOADS: string[] = [
  ...CLASSICS,
  ...TAGS.flatMap((tag) => HANDLERS.map((h) => `<${tag} src=x ${h}="${RUN}">x</${tag.split(" ")[0]}>`)),
  ...URL_ATTRS.flatMap(([tag, attr]) => SCHEMES.map((s) => `<${tag} ${attr}="${s}">x</${tag}>`)),
];
